import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Base of the per-table repositories: each holds every statement on its table. A method that
 * may run inside a transaction takes the transaction's EntityManager (embedded PGlite is one
 * session: a statement outside the transaction would wait on it); without one it uses the pool.
 */
@Injectable()
export abstract class SqlRepository {
  constructor(protected readonly dataSource: DataSource) {}

  protected db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}
