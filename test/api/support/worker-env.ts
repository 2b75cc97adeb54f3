import { workerDatabaseUrl } from './worker-database';

// Runs in each worker before its suites load (jest `setupFiles`): DATABASE_URL names this worker's
// own database (see worker-database.ts). In band, Jest's one worker is worker 1.
const base = process.env.DATABASE_URL;
if (base && !process.env.TICKLIST_WORKER_DATABASE) {
  process.env.DATABASE_URL = workerDatabaseUrl(base, process.env.JEST_WORKER_ID ?? '1');
  process.env.TICKLIST_WORKER_DATABASE = '1';
}
