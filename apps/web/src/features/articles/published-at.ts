const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A datetime-local input holds the admin's local wall time without a zone; the API wants ISO 8601
 * in UTC. An empty or impossible value becomes '' so the contract reports it in its turn.
 */
export const localInputToIso = (local: string): string => {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};

export const isoToLocalInput = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
