// `npm test`: every check, in the order that fails soonest. The checks that need no database (the
// types, lint and formatting, the web build the journeys serve) run side by side, as each uses
// one core for most of its time; then the unit and server tests (Vitest, its own workers); then
// the browser journeys (their own shards). The first stage that fails stops the run.
import { spawn } from 'node:child_process';
import { runParallel } from './run-parallel.mjs';

const npm = (label, ...args) => ({ label, command: 'npm', args });

const stage = async (name, jobs) => {
  const started = Date.now();
  const failed = await runParallel(jobs);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failed.length) {
    console.error(`\nnpm test: ${name} failed (${failed.join(', ')}) after ${seconds} s`);
    process.exit(1);
  }
  console.log(`\nnpm test: ${name} passed in ${seconds} s\n`);
};

/** A stage of one command keeps its own output (Vitest's and Playwright's reporters). */
const alone = (name, command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code !== 0) {
        console.error(`\nnpm test: ${name} failed after ${seconds} s`);
        process.exit(1);
      }
      console.log(`\nnpm test: ${name} passed in ${seconds} s\n`);
      resolve();
    });
  });

await stage('types, lint and build', [
  ...['packages/contract', 'apps/server', 'apps/web', 'e2e'].map((workspace) =>
    npm(`types ${workspace}`, 'run', 'typecheck', '-w', workspace),
  ),
  npm('lint', 'run', 'lint'),
  npm('build', 'run', 'build'),
]);
await alone('unit and server tests', 'npx', ['vitest', 'run']);
await alone('journeys', 'npm', ['test', '-w', 'e2e']);
