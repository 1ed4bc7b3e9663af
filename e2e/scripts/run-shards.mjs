// Runs the journeys as E2E_SHARDS (default 2) Playwright processes side by side, each with its own
// server, embedded database, SMTP catcher and ports, so one journey's data never meets another
// shard's. Most of a journey's time is spent waiting (mail windows, polling, animations), so two
// shards on a 2-core machine finish in a little over half the time of one. Arguments (a spec
// path, --grep ...) are passed to every shard; a shard with no matching journey passes.
import { spawn } from 'node:child_process';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const args = process.argv.slice(2);

const run = (index) =>
  new Promise((resolve) => {
    const label = `[${index}/${shards}] `;
    const child = spawn(
      'npx',
      ['playwright', 'test', `--shard=${index}/${shards}`, '--pass-with-no-tests', ...args],
      {
        env: {
          ...process.env,
          // Ten ports apart: a shard's server and catcher never collide with another shard's.
          E2E_PORT: String(basePort + (index - 1) * 10),
          E2E_SMTP_PORT: String(baseSmtpPort + (index - 1) * 10),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const prefix = (stream, target) => {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) target.write(label + line + '\n');
      });
      stream.on('end', () => pending && target.write(label + pending + '\n'));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
console.log(
  failed ? `${failed} of ${shards} journey shards failed` : `all ${shards} shards passed`,
);
process.exit(failed ? 1 : 0);
