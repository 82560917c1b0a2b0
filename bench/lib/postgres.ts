// A fresh PostgreSQL database per benchmark run on the server DATABASE_URL names, dropped afterwards, so runs
// never see each other's rows (the server migrates and seeds it on start).
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshPostgres(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
