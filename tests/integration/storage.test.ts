/**
 * Uploaded photos in object storage: with UPLOAD_STORAGE=netlify-blobs the upload function writes to a
 * Netlify Blobs store and /uploads/* serves from it — here against Netlify's own local Blobs server
 * (`@netlify/blobs/server`, what `netlify dev` runs), reached the way Netlify's runtime reaches the real
 * one: through NETLIFY_BLOBS_CONTEXT. The stale-upload cleanup deletes from the store too.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '#db/schema/index.ts';
import { resetConfig } from '#platform/config.ts';
import { deleteStaleUploads } from '#features/uploads/photos.ts';
import { configuredStorageKind, fileStorage, setFileStorage, storageConfigured } from '#platform/storage.ts';
import { jpegBytes, newIp, photoForm } from '#tests/helpers/business-flow.ts';
import { databaseFor, loadRoutes, makeCaller, type Caller } from '#tests/helpers/factories.ts';
import { testDrivers } from '#tests/helpers/db.ts';

const SITE_ID = 'adana-rehberi-test';
const TOKEN = 'blobs-test-token';
const saved = { ...process.env };
let server: BlobsServer;
let directory: string;
let call: Caller;
let cleanupRoutes: () => Promise<void>;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'blobs-'));
  server = new BlobsServer({ directory, token: TOKEN });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: SITE_ID, token: TOKEN }),
  ).toString('base64');
  process.env.UPLOAD_STORAGE = 'netlify-blobs';
  process.env.SESSION_SECRET = 'test-secret-'.padEnd(48, 'x');
  resetConfig();
  setFileStorage(undefined);
  const loaded = await loadRoutes(['uploads', 'uploads-file']);
  cleanupRoutes = loaded.cleanup;
  call = makeCaller(loaded.routes);
});

afterAll(async () => {
  setFileStorage(undefined);
  for (const k of ['NETLIFY_BLOBS_CONTEXT', 'UPLOAD_STORAGE', 'SESSION_SECRET']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetConfig();
  await cleanupRoutes?.();
  await server?.stop();
  if (directory) await fs.rm(directory, { recursive: true, force: true });
});

describe('storage choice', () => {
  it('UPLOAD_STORAGE=netlify-blobs puts uploads in the Blobs store', () => {
    expect(configuredStorageKind()).toBe('netlify-blobs');
    expect(fileStorage().name).toBe('netlify-blobs:uploads');
    expect(storageConfigured()).toBe(true);
  });
});

describe.each(testDrivers())('photos in Netlify Blobs on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('an upload lands in the store, is served from it with its content type, and the cleanup removes it', async () => {
    const res = await call('POST', '/api/uploads', {
      form: photoForm(await jpegBytes(2000, 1500), 'dukkan.jpg', 'image/jpeg'),
      ip: newIp(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { key, url, thumbUrl, width } = (await res.json()) as { key: string; url: string; thumbUrl: string; width: number };
    expect(width).toBeLessThanOrEqual(1600);

    // The files are in the Blobs server's directory, not on this process's disk.
    const stored = await fs.readdir(directory, { recursive: true });
    expect(stored.some((f) => f.includes(key))).toBe(true);

    for (const u of [url, thumbUrl]) {
      const served = await call('GET', u);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toMatch(/immutable/);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    }
    const avif = await call('GET', url.replace('.webp', '-640.avif'));
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await call('GET', url.replace(key, 'yok-boyle-bir-dosya'))).status).toBe(404);

    // Never attached to a business: after 24 hours the cleanup deletes the row and the stored files.
    await t.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(uploads.key, key));
    expect(await deleteStaleUploads(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(0);
    expect((await call('GET', url)).status).toBe(404);
    expect((await call('GET', thumbUrl)).status).toBe(404);
  });
});
