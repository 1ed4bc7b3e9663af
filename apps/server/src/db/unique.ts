/** PostgreSQL's unique_violation (23505), found through drizzle's error wrappers (`cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isObject(current); depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause;
  }
  return false;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Runs a write; a clash with a unique index becomes the given error (a 409, say). */
export const guardUnique = async <T>(write: () => Promise<T>, clash: () => Error): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw clash();
    throw error;
  }
};
