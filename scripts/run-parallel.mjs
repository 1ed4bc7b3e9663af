// Runs commands side by side, each line of their output prefixed with the command's label, and
// resolves with the labels of those that failed. Used by `npm test` (scripts/test.mjs) and by the
// journeys' shards (e2e/scripts/run-shards.mjs).
import { spawn } from 'node:child_process';

/** Copies a child's stream line by line, each line after the label. */
const prefixed = (stream, target, label) => {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(label + line + '\n');
  });
  stream.on('end', () => pending && target.write(label + pending + '\n'));
};

/**
 * @param {{ label: string, command: string, args: string[], env?: Record<string, string>, cwd?: string }[]} jobs
 * @returns {Promise<string[]>} the labels of the jobs that exited with an error
 */
export const runParallel = async (jobs) => {
  const started = Date.now();
  const codes = await Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve) => {
          const label = `[${job.label}] `;
          const child = spawn(job.command, job.args, {
            cwd: job.cwd,
            env: { ...process.env, ...job.env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          prefixed(child.stdout, process.stdout, label);
          prefixed(child.stderr, process.stderr, label);
          child.on('error', (error) => {
            process.stderr.write(`${label}${error.message}\n`);
            resolve(1);
          });
          child.on('close', (code) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            process.stdout.write(`${label}exited ${code ?? 1} after ${seconds} s\n`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return jobs.filter((_, i) => codes[i] !== 0).map((job) => job.label);
};
