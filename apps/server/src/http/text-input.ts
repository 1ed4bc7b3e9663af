import { isAllowedText } from '@georisk/contract';

/**
 * Whether every string in a parsed JSON body (keys included, at any depth) is allowed text.
 * Iterative, so a body nested a hundred thousand levels deep cannot overflow the stack.
 */
export const bodyTextIsAllowed = (body: unknown): boolean => {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isAllowedText(value)) return false;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (!isAllowedText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
};
