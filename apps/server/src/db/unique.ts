import { success, type Failure, type Result } from '../domain/result.js';

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

/**
 * Runs a write; a clash with a unique index becomes the given failure. The index decides, not a
 * read before the write, so two concurrent writers cannot both get through.
 */
export const uniqueOr = async <T>(write: () => Promise<T>, clash: Failure): Promise<Result<T>> => {
  try {
    return success(await write());
  } catch (error) {
    if (isUniqueViolation(error)) return clash;
    throw error;
  }
};
