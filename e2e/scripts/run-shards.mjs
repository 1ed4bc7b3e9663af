// Runs the journeys as E2E_SHARDS (default 3) Playwright processes side by side, each with its own
// server, embedded database, SMTP catcher and ports, so one journey's data never meets another
// shard's. Most of a journey's time is spent waiting (mail windows, polling, animations), so
// three shards keep a 2-core machine's cores busy (75 journeys in 6.9 minutes, 9.3 with two).
// Arguments (a spec path, --grep ...) are passed to every shard; a shard with no matching journey
// passes.
import { runParallel } from '../../scripts/run-parallel.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const args = process.argv.slice(2);

const failed = await runParallel(
  Array.from({ length: shards }, (_, i) => ({
    label: `${i + 1}/${shards}`,
    command: 'npx',
    args: ['playwright', 'test', `--shard=${i + 1}/${shards}`, '--pass-with-no-tests', ...args],
    env: {
      // Ten ports apart: a shard's server and catcher never collide with another shard's.
      E2E_PORT: String(basePort + i * 10),
      E2E_SMTP_PORT: String(baseSmtpPort + i * 10),
    },
  })),
);
console.log(
  failed.length
    ? `${failed.length} of ${shards} journey shards failed`
    : `all ${shards} shards passed`,
);
process.exit(failed.length ? 1 : 0);
