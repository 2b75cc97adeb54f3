/**
 * On a real PostgreSQL each Jest worker runs its suites on a database of its own, copied from the
 * migrated one globalSetup prepares: two suites at once never share a database, so one suite's
 * server never sends another's queued mail or claims its jobs. Suites that run one after the other
 * in a worker share that worker's database, as all suites did before.
 */
export function workerDatabaseUrl(baseUrl: string, workerId: string | number): string {
  const url = new URL(baseUrl);
  url.pathname = `/${workerDatabaseName(url.pathname.replace(/^\//, ''), workerId)}`;
  return url.toString();
}

export function workerDatabaseName(baseName: string, workerId: string | number): string {
  return `${baseName}_w${workerId}`;
}
