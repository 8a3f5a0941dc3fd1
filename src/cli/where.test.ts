import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseLabel } from './where.ts';

describe('databaseLabel (issue 28: say which database a command wrote to)', () => {
  it('names the embedded database by its full path, and warns when it was just created', () => {
    expect(databaseLabel({ DATA_DIR: 'data' }, null)).toEqual([`Veritabanı: gömülü veritabanı ${path.resolve('data', 'pg')}`]);
    expect(databaseLabel({ DATA_DIR: '/srv/rehber' }, { pid: 42 })[0]).toBe('Veritabanı: gömülü veritabanı /srv/rehber/pg (çalışan sunucu üzerinden, pid 42)');
    expect(databaseLabel({ DATA_DIR: '/tmp/x' }, null, true)[1]).toMatch(/yeni oluşturuldu.*DATA_DIR/);
  });

  it('names PostgreSQL by host and database, never the password', () => {
    const [line] = databaseLabel({ DATA_DIR: 'data', DATABASE_URL: 'postgres://rehber:gizli-parola@db.example:5433/rehber' }, null);
    expect(line).toBe('Veritabanı: PostgreSQL db.example:5433/rehber (DATABASE_URL)');
    expect(line).not.toContain('gizli');
  });
});
