// A fresh, empty database on the PostgreSQL of DATABASE_URL, for checks that start from nothing.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

async function admin(url, sql) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `ticklist_<random>` beside DATABASE_URL's database; `drop()` removes it. */
export async function emptyDatabase(baseUrl = process.env.DATABASE_URL) {
  const name = `ticklist_${randomBytes(5).toString('hex')}`;
  await admin(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async (sql, params) => {
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Lines of a process's output that report an error (pino level ≥ 50, or plain text naming one). */
export function errorLines(output) {
  return output
    .split('\n')
    .filter((line) => line.trim())
    .filter((line) => {
      try {
        return JSON.parse(line).level >= 50;
      } catch {
        return /error|fail|unable/i.test(line);
      }
    });
}
