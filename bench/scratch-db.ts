/** A throw-away PostgreSQL database for a benchmark: created on the server of `baseUrl`, dropped afterwards. */
import pg from 'pg';

export async function withScratchDatabase<T>(baseUrl: string, label: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `adana_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = '/' + name;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
