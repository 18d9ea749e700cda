import { randomUUID } from 'node:crypto';
import pg from 'pg';

// A database of its own on the PostgreSQL server at `serverUrl`, empty or a copy
// of `template`, for one test file (or the suite's template itself).
export async function createThrowAwayDatabase(serverUrl: string, { template }: { template?: string } = {}) {
  const name = `srm_test_${randomUUID().replaceAll('-', '')}`;
  const copyOf = template ? ` template ${template}` : '';
  await withServerConnection(serverUrl, (client) => client.query(`create database ${name}${copyOf}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withServerConnection(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withServerConnection(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
