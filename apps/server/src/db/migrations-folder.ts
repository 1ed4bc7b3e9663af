import path from 'node:path';

/** Where drizzle-kit writes the committed SQL migrations; both drivers' migrators read it. */
export const MIGRATIONS = { migrationsFolder: path.resolve(import.meta.dirname, 'migrations') };
