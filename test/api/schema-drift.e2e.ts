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
});
