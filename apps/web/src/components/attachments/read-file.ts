import { FILE_LIMITS, FILE_MESSAGES } from '@georisk/contract';

/** The endings the server's allow-list accepts (it decides by content; this only spares a trip). */
const ENDINGS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'pptx', 'csv', 'txt'];

/** The sentence a chosen file is refused with before it is sent, or null when it may go. */
export const refusalOf = (file: File): string | null => {
  const ending = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!ENDINGS.includes(ending)) return FILE_MESSAGES.notAllowed;
  if (file.size > FILE_LIMITS.maxBytes) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
};

/** The file's bytes as base64, as `file/insert` takes them. */
export const base64Of = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};

/** '512 B', '12.3 KB', '4.5 MB'. */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** The Bootstrap icon of a content type. */
export const iconOf = (type: string): string => {
  if (type === 'application/pdf') return 'bi-file-earmark-pdf';
  if (type.startsWith('image/')) return 'bi-file-earmark-image';
  if (type.includes('wordprocessingml')) return 'bi-file-earmark-word';
  if (type.includes('spreadsheetml')) return 'bi-file-earmark-excel';
  if (type.includes('presentationml')) return 'bi-file-earmark-ppt';
  if (type.startsWith('text/csv')) return 'bi-filetype-csv';
  return 'bi-file-earmark-text';
};

/** A short name of a content type for people: 'PDF', 'Image', 'Word'... */
export const kindOf = (type: string): string => {
  if (type === 'application/pdf') return 'PDF';
  if (type.startsWith('image/')) return type.slice('image/'.length).toUpperCase();
  if (type.includes('wordprocessingml')) return 'Word';
  if (type.includes('spreadsheetml')) return 'Excel';
  if (type.includes('presentationml')) return 'PowerPoint';
  if (type.startsWith('text/csv')) return 'CSV';
  return 'Text';
};
