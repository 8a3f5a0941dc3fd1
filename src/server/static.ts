/**
 * Serves the built site from the current build directory, the way Netlify's CDN does:
 * `/x` → `x.html` or `x/index.html`; hashed assets (`/_astro/*`) immutable for a year; HTML revalidated
 * (ETag); everything with the same security headers as netlify.toml.
 *
 * A build directory never changes once it is served, so its file list is read once (when the build is
 * swapped in) and a request is resolved against that list: no filesystem call per request, and a path
 * that is not a file of the build is never remembered (the memory used grows with the build, not with
 * what strangers ask for). File bodies, with their Brotli and gzip variants and their response headers,
 * are kept in memory up to a byte budget (least recently used first out).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type http from 'node:http';
import { LRUCache } from 'lru-cache';
import { pageSecurityHeaders } from '#platform/security-headers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.map', '.webmanifest']);

/** Response headers as Node's flat [name, value, name, value…] list: written as they are, no object walk. */
type HeaderList = string[];

interface Variant {
  body: Buffer;
  headers: HeaderList;
}

interface CachedFile {
  etag: string;
  plain: Variant;
  br?: Variant;
  gzip?: Variant;
  /** Headers of a 304 (no body, no length). */
  notModified: HeaderList;
  size: number;
}

export interface StaticLimits {
  /** Bytes of bodies (all variants) kept in memory per build. */
  maxBytes: number;
  /** Files kept in memory per build. */
  maxEntries: number;
  /** A file larger than this is read from disk on every request instead. */
  maxFileBytes: number;
}

export const defaultStaticLimits: StaticLimits = { maxBytes: 192 * 1024 * 1024, maxEntries: 20_000, maxFileBytes: 8 * 1024 * 1024 };

/** Every file under `root`, as URL paths ('/index.html', '/_astro/x.css'). */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const e of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const rel = path.relative(root, path.join(e.parentPath, e.name));
    files.add('/' + rel.split(path.sep).join('/'));
  }
  return files;
}

const toList = (headers: Record<string, string>): HeaderList => Object.entries(headers).flat();

/** The encodings an Accept-Encoding header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (name !== 'br' && name !== 'gzip') continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted[name] = q === undefined || Number(q.slice(2)) > 0;
  }
  return accepted;
}

export class StaticSite {
  private readonly cache: LRUCache<string, CachedFile>;
  private readonly limits: StaticLimits;

  private constructor(
    public readonly root: string,
    private readonly files: Set<string>,
    limits: Partial<StaticLimits>,
  ) {
    this.limits = { ...defaultStaticLimits, ...limits };
    this.cache = new LRUCache<string, CachedFile>({
      max: this.limits.maxEntries,
      maxSize: this.limits.maxBytes,
      sizeCalculation: (f) => Math.max(1, f.size),
    });
  }

  /** Reads the build's file list once; `root` must be a finished build that no longer changes. */
  static open(root: string, limits: Partial<StaticLimits> = {}): StaticSite {
    return new StaticSite(root, listFiles(root), limits);
  }

  /** How much the site holds in memory (for tests and the load bench). */
  get memory(): { files: number; cachedFiles: number; cachedBytes: number } {
    return { files: this.files.size, cachedFiles: this.cache.size, cachedBytes: this.cache.calculatedSize };
  }

  /** Resolves a URL path to a file of the build ('/x/index.html'), or null. Never escapes the root. */
  resolve(pathname: string): string | null {
    let decoded = pathname;
    if (pathname.includes('%')) {
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return null;
      }
    }
    if (decoded.includes('\0')) return null;
    const clean = path.posix.normalize('/' + decoded).replace(/\/+$/, '') || '/';
    if (clean === '/') return this.files.has('/index.html') ? '/index.html' : null;
    if (this.files.has(clean)) return clean;
    if (this.files.has(clean + '.html')) return clean + '.html';
    if (this.files.has(clean + '/index.html')) return clean + '/index.html';
    return null;
  }

  /** A file of the build by its name ('404.html'), or null. */
  file(name: string): string | null {
    const key = '/' + name.replace(/^\/+/, '');
    return this.files.has(key) ? key : null;
  }

  private prepare(file: string, body: Buffer): CachedFile {
    const ext = path.extname(file).toLowerCase();
    const etag = '"' + crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20) + '"';
    const immutable = file.startsWith('/_astro/');
    const common: Record<string, string> = {
      ...pageSecurityHeaders,
      'Content-Type': types[ext] ?? 'application/octet-stream',
      ETag: etag,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      Vary: 'Accept-Encoding',
    };
    // A file too large to keep is sent as it is (compressing it on every request would cost more than it saves).
    const canCompress = compressible.has(ext) && body.length > 1024 && body.length <= this.limits.maxFileBytes;
    const variant = (data: Buffer, encoding?: string): Variant => ({
      body: data,
      headers: toList({ ...common, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': String(data.length) }),
    });
    const entry: CachedFile = { etag, plain: variant(body), notModified: toList(common), size: body.length };
    if (canCompress) {
      // Compressed once per build and file, on its first request. Brotli quality 5 is ~12 % smaller than
      // gzip for our HTML at a few ms for the 116 KB home page; quality 9–11 cost 10–100× that for 1–10 % more.
      const gzip = zlib.gzipSync(body, { level: 6 });
      const br = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      if (gzip.length < body.length) entry.gzip = variant(gzip, 'gzip');
      if (br.length < body.length) entry.br = variant(br, 'br');
      entry.size += (entry.gzip?.body.length ?? 0) + (entry.br?.body.length ?? 0);
    }
    return entry;
  }

  private load(file: string): CachedFile | null {
    const hit = this.cache.get(file);
    if (hit) return hit;
    if (!this.files.has(file)) return null;
    let body: Buffer;
    try {
      body = fs.readFileSync(path.join(this.root, file));
    } catch {
      return null;
    }
    const entry = this.prepare(file, body);
    if (body.length <= this.limits.maxFileBytes) this.cache.set(file, entry);
    return entry;
  }

  /** Writes the file for `pathname`; false when there is none. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, status = 200): boolean {
    const file = this.resolve(pathname);
    if (!file) return false;
    return this.send(req, res, file, status);
  }

  /**
   * Writes a file of the build (as returned by `resolve` or `file`); false when there is none. With a
   * request id, it is added to the precomputed headers (the caller has set no header of its own, so Node
   * writes the list as it is).
   */
  send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status = 200, requestId?: string): boolean {
    const f = this.load(file);
    if (!f) return false;
    const withId = (headers: HeaderList) => (requestId ? [...headers, 'X-Request-Id', requestId] : headers);
    if (status === 200 && req.headers['if-none-match'] === f.etag) {
      res.writeHead(304, withId(f.notModified));
      res.end();
      return true;
    }
    const header = req.headers['accept-encoding'];
    const accepts = header && (f.br || f.gzip) ? acceptedEncodings(header) : null;
    // Brotli first (smaller), then gzip, else the plain body.
    const v = (accepts?.br && f.br) || (accepts?.gzip && f.gzip) || f.plain;
    res.writeHead(status, withId(v.headers));
    res.end(req.method === 'HEAD' ? undefined : v.body);
    return true;
  }
}
