import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum: 19 MiB, 2 iterations, parallelism 1 (docs/security.md). */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PARAMS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
