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
    ...(driver === 'postgres' && { setupFiles: ['./src/test/no-busy-connection.setup.ts'] }),
    // A worker imports the server once for all its files instead of once per file (a third of the
    // run's time went to imports): each file still builds its own app on its own database, and the
    // process-wide settings (mail key, SLA hour) are set by every buildApp. A file that mocks a
    // module (vi.mock) is named *.isolated.test.ts and runs in the isolated project below.
    isolate: false,
    exclude: ['**/node_modules/**', 'src/**/*.isolated.test.ts'],
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
      {
        test: {
          name: 'server-isolated',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.isolated.test.ts'],
          testTimeout: 30_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
