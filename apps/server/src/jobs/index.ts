/** Background jobs: one runner (pg-boss) for every kind of background work (docs/architecture.md). */
export { enqueueJob } from './enqueue.js';
export { createJobRunner, type JobHandler, type JobRunner } from './job-runner.js';
export { QUEUES, type QueueName } from './queues.js';
