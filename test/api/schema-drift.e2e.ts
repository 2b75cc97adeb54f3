import { DataSource } from 'typeorm';
import { startTestServer, type TestServer } from './support/test-server';

/** The entities describe the tables the migrations make: a change to one without the other shows here. */
describe('entities and migrations', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('agree: the schema builder finds nothing to change after every migration ran', async () => {
    const sql = await server.server.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('cover every table: no table the migrations make is left without an entity (it would escape the check above)', async () => {
    const dataSource = server.server.app.get(DataSource);
    const rows: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const migrationsTable = dataSource.options.migrationsTableName ?? 'migrations';
    const tables = rows.map((r) => r.table_name).filter((name) => name !== migrationsTable).sort();
    expect(tables).toEqual(dataSource.entityMetadatas.map((e) => e.tableName).sort());
  });
});
