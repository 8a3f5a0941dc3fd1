/**
 * Where uploaded files live. One small interface (`FileStorage`: put, get, delete by key) and two
 * implementations, chosen by UPLOAD_STORAGE (src/platform/config.ts):
 *  - `local`: `DATA_DIR/uploads/<key>` on the server's disk (the default of `npm start`);
 *  - `netlify-blobs`: the site's Netlify Blobs store `uploads` (the default on Netlify, where a function's
 *    disk is temporary and not shared): object storage every function instance sees. Netlify provides the
 *    connection in the environment; elsewhere NETLIFY_BLOBS_CONTEXT (base64 JSON: edgeURL, uncachedEdgeURL,
 *    siteID, token) points it at a Blobs endpoint, e.g. the local BlobsServer the tests use.
 * `setFileStorage` installs another one (tests, another object store).
 *
 * Keys are paths made only of safe characters (`photos/AbC…-480.webp`): no `..`, no leading slash, no
 * backslash, so a key can never leave the uploads folder. Public photos live under `photos/`; private
 * documents (owner verification, claims) will live under `private/`, which `/uploads/*` never serves.
 */
import fs from 'node:fs/promises';
import { getStore, type Store } from '@netlify/blobs';
import path from 'node:path';
import { inDataDir } from '#db/client.ts';
import { getConfig } from './config.ts';

export interface StoredFile {
  body: Uint8Array;
  contentType: string;
  size: number;
}

export interface FileStorage {
  /** Describes the storage for logs ("local:/srv/data/uploads"). */
  readonly name: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Bytes free for new files where that is known (a local disk); absent for object storage. */
  freeBytes?(): Promise<number | null>;
}

/** `photos/abc.webp`, `private/x/y.pdf`: segments of [A-Za-z0-9_-] with an optional extension, no `..`. */
const KEY_RE = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[a-z0-9]{1,8})?$/;

export function isSafeKey(key: string): boolean {
  return typeof key === 'string' && key.length <= 300 && KEY_RE.test(key);
}

function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The content type for a key's extension (what the local storage answers; it keeps no metadata). */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** Files in a folder on the local disk; writes go to a temporary name first and are renamed into place. */
export class LocalFileStorage implements FileStorage {
  readonly name: string;
  constructor(private readonly root: string) {
    this.name = `local:${root}`;
  }

  private full(key: string): string {
    assertKey(key);
    const full = path.resolve(this.root, key);
    // Belt and braces: the key pattern already excludes anything that could leave the folder.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key outside the root');
    return full;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const full = this.full(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, full);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    try {
      const body = await fs.readFile(this.full(key));
      return { body, contentType: contentTypeOf(key), size: body.byteLength };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.full(key), { force: true });
  }

  async freeBytes(): Promise<number | null> {
    try {
      await fs.mkdir(this.root, { recursive: true });
      const s = await fs.statfs(this.root);
      return s.bavail * s.bsize;
    } catch {
      return null;
    }
  }
}

/** Files in the site's Netlify Blobs store (content type kept as blob metadata). */
export class NetlifyBlobsStorage implements FileStorage {
  readonly name: string;
  private readonly store: Store;
  constructor(storeName = 'uploads') {
    this.name = `netlify-blobs:${storeName}`;
    this.store = getStore({ name: storeName });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    assertKey(key);
    const copy = new Uint8Array(body.byteLength);
    copy.set(body);
    await this.store.set(key, copy.buffer, { metadata: { contentType } });
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const found = await this.store.getWithMetadata(key, { type: 'arrayBuffer' });
    if (!found) return null;
    const body = new Uint8Array(found.data);
    const type = found.metadata.contentType;
    return { body, contentType: typeof type === 'string' ? type : contentTypeOf(key), size: body.byteLength };
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.store.delete(key);
  }
}

/** Which storage the configuration asks for: UPLOAD_STORAGE, else Netlify Blobs on Netlify and the disk elsewhere. */
export function configuredStorageKind(): 'local' | 'netlify-blobs' {
  const c = getConfig();
  return c.UPLOAD_STORAGE ?? (c.isNetlify ? 'netlify-blobs' : 'local');
}

const KEY = Symbol.for('adana-rehberi.file-storage');
type Holder = Record<symbol, FileStorage | undefined>;

/** The configured storage: one set with `setFileStorage`, else what UPLOAD_STORAGE says. */
export function fileStorage(): FileStorage {
  const holder = globalThis as unknown as Holder;
  holder[KEY] ??=
    configuredStorageKind() === 'netlify-blobs'
      ? new NetlifyBlobsStorage()
      : new LocalFileStorage(inDataDir(getConfig().DATA_DIR, 'uploads'));
  return holder[KEY];
}

/**
 * False where files would be lost: local storage on Netlify (a function's disk is temporary and shared by
 * nobody). Uploads then answer 503 instead of accepting photos that vanish.
 */
export function storageConfigured(): boolean {
  const holder = globalThis as unknown as Holder;
  return holder[KEY] !== undefined || configuredStorageKind() !== 'local' || !getConfig().isNetlify;
}

/** Installs another storage (object storage, or `undefined` to go back to the default). */
export function setFileStorage(storage: FileStorage | undefined): void {
  (globalThis as unknown as Holder)[KEY] = storage;
}
