// A pool worker started from sources (tests, `tsx`): registers tsx's loader in this thread, then hands
// piscina the TypeScript entry's task function (workerData.entry, set by worker-pool.ts). The bundle's
// workers are plain .js files and do not come through here.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const entry = await import(workerData.entry);
export default entry.default;
