// Worker entry when the server runs from its TypeScript sources: registers tsx in this thread (Node 20 takes no
// --import in a worker's execArgv), then loads the worker module named by workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
