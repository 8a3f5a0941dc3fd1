import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceServer, databaseIdentity, serverOnPort } from '#server/runtime.ts';
import { databaseLabel, otherDatabase } from './where.ts';

describe('databaseLabel (say which database a command wrote to)', () => {
  it('names the embedded database by its full path, and warns when it was just created', () => {
    expect(databaseLabel({ DATA_DIR: 'data' }, null)).toEqual([`Veritabanı: gömülü veritabanı ${path.resolve('data', 'pg')}`]);
    expect(databaseLabel({ DATA_DIR: '/srv/rehber' }, { pid: 42 })[0]).toBe(
      'Veritabanı: gömülü veritabanı /srv/rehber/pg (çalışan sunucu üzerinden, pid 42)',
    );
    expect(databaseLabel({ DATA_DIR: '/tmp/x' }, null, true)[1]).toMatch(/yeni oluşturuldu.*DATA_DIR/);
  });

  it('names PostgreSQL by host and database, never the password', () => {
    const [line] = databaseLabel({ DATA_DIR: 'data', DATABASE_URL: 'postgres://rehber:gizli-parola@db.example:5433/rehber' }, null);
    expect(line).toBe('Veritabanı: PostgreSQL db.example:5433/rehber (DATABASE_URL)');
    expect(line).not.toContain('gizli');
  });
});

describe('account commands and the running server (make-admin once wrote into another database)', () => {
  it('a server on PORT using another database refuses the command; the same database, or no server, lets it run', () => {
    const port = 40_000 + (process.pid % 20_000);
    const file = path.join(os.tmpdir(), `adana-rehberi-port-${port}.json`);
    const mine = databaseIdentity({ DATA_DIR: 'data' });
    expect(mine).toBe(`embedded ${path.resolve('data', 'pg')}`);
    expect(databaseIdentity({ DATA_DIR: 'data', DATABASE_URL: 'postgres://u:gizli@db.example/rehber' })).toBe(
      'postgres db.example:5432/rehber',
    );
    try {
      // A live server (this test's parent process stands in for it) on the embedded database of /srv/rehber.
      fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, database: databaseIdentity({ DATA_DIR: '/srv/rehber' }) }));
      const refusal = otherDatabase(mine, port, serverOnPort(port));
      expect(refusal).toContain(`${port} portundaki sunucu (pid ${process.ppid}) gömülü veritabanı /srv/rehber/pg kullanıyor`);
      expect(refusal).toContain('DATA_DIR');
      expect(otherDatabase(databaseIdentity({ DATA_DIR: '/srv/rehber' }), port, serverOnPort(port))).toBeNull();
      // This process's own announcement is not "another server"; taking it back removes the file.
      const unannounce = announceServer(port, 'embedded /x/pg');
      expect(serverOnPort(port)).toBeNull();
      unannounce();
      expect(fs.existsSync(file)).toBe(false);
      expect(otherDatabase(mine, port, serverOnPort(port))).toBeNull();
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
