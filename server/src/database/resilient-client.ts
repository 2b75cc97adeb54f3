import { Logger } from '@nestjs/common';
import { Client, type ClientConfig } from 'pg';

const logger = new Logger('Database');

/**
 * pg's Client, never without an 'error' listener: the class of every connection the app opens
 * (dataSourceOptions gives it to each pool: TypeORM's, the migrations' own).
 *
 * A Client emits 'error' when its connection breaks (PostgreSQL stopped, restarted or killed, its
 * session terminated, the network gone), and an 'error' event nobody listens to ends the process.
 * pg-pool listens only while a client is idle in the pool; TypeORM only while one of its query
 * runners holds it. A client checked out any other way (SqlRepository's statements under locks), or
 * caught in the moment between a statement's answer and its release, had no listener: a PostgreSQL
 * restart under load took the whole server down.
 *
 * Listening is all it takes. The statement in flight, if any, fails on its own (pg rejects every
 * query of a broken client), so its request answers 503 (isDatabaseUnavailable); the client is no
 * longer queryable, so the pool drops it when it is released; the next statement opens a new
 * connection, and service resumes once PostgreSQL is back.
 */
export class ResilientClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', (error: Error) => logger.debug(`a database connection broke: ${error.message}`));
  }
}
