import { defineConfig } from 'vitest/config';

/**
 * One run, several projects. The server's integration tests run on embedded PGlite always and,
 * when TEST_DATABASE_URL is set (CI), a second time on that PostgreSQL.
 */
const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: {
    name,
    root: './apps/server',
    env: { TEST_DB_DRIVER: driver },
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, which leaves the cores idle while a file
    // waits on PostgreSQL, SMTP or a child server. Three workers keep both busy (docs/architecture.md).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      { test: { name: 'contract', root: './packages/contract', environment: 'node' } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
