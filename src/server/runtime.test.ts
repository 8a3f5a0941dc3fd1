import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePrivate } from './runtime.ts';

const mode = (p: string) => fs.lstatSync(p).mode & 0o777;

describe('the data directory', () => {
  const umask = process.umask();
  const dirs: string[] = [];
  afterEach(() => {
    process.umask(umask);
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('is created private to the server user', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-data-'));
    dirs.push(parent);
    process.umask(0o022);
    makePrivate(path.join(parent, 'data'));
    expect(mode(path.join(parent, 'data'))).toBe(0o700);
  });

  it('closes what an earlier version left readable by other users, without following links', () => {
    process.umask(0);
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-data-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-outside-'));
    dirs.push(data, outside);
    fs.chmodSync(data, 0o755);
    fs.mkdirSync(path.join(data, 'pg/base/1'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(data, 'pg/base/1/1259'), 'satırlar', { mode: 0o666 });
    fs.writeFileSync(path.join(data, 'pg/postmaster.sh'), '#!/bin/sh', { mode: 0o775 });
    fs.writeFileSync(path.join(outside, 'public.txt'), 'herkese açık', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(data, 'link'));

    makePrivate(data);

    expect(mode(data)).toBe(0o700);
    expect(mode(path.join(data, 'pg'))).toBe(0o700);
    expect(mode(path.join(data, 'pg/base/1'))).toBe(0o700);
    expect(mode(path.join(data, 'pg/base/1/1259'))).toBe(0o600);
    expect(mode(path.join(data, 'pg/postmaster.sh'))).toBe(0o700);
    expect(mode(path.join(outside, 'public.txt'))).toBe(0o644);
  });
});
