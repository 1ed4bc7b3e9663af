// Worker thread entry. The server runs its TypeScript through tsx, whose loader is not inherited
// by worker threads on Node 20, so the worker registers it itself and then runs the parse.
import { tsImport } from 'tsx/esm/api';

await tsImport('./feed-parse.worker.ts', import.meta.url);
