import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const onPglite = process.env.TEST_DB_DRIVER !== 'postgres';

/**
 * `npm run seed:demo` as a person runs it, on a data directory no server has opened yet: the
 * demo's alerts queue mail, so the command must seal it with the server's key (it once stopped
 * with "mail encryption key not set").
 */
describe.skipIf(!onPglite)('the seed:demo command', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'georisk-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fills a new embedded database and says whom to log in as; a second run adds nothing', async () => {
    const seed = () =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/seed-demo.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: '', JWT_SECRET: '' },
      });
    expect((await seed()).stdout).toContain('Demo data added.');
    expect((await seed()).stdout).toContain('Demo data is already there');
  }, 180_000);
});
