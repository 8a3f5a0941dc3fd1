/**
 * Serves the built site from the current build directory, the way Netlify's CDN does:
 * `/x` → `x.html` or `x/index.html`; hashed assets (`/_astro/*`) immutable for a year; HTML revalidated
 * (ETag); everything with the same security headers as netlify.toml. Small files are kept in memory per
 * build directory, so a swapped build is served from its own cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type http from 'node:http';
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

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  etag: string;
  type: string;
  immutable: boolean;
  /** Response headers, computed once: plain and gzip. */
  headers: Record<string, string>;
  gzipHeaders?: Record<string, string>;
}

/** Files are kept in memory (with their gzip) up to this size each and this much in all per build. */
const MAX_CACHED_FILE = 16 * 1024 * 1024;
const MAX_CACHED_TOTAL = 256 * 1024 * 1024;

const MAX_RESOLVED = 200_000;

export class StaticSite {
  private cache = new Map<string, CachedFile | null>();
  private cachedBytes = 0;
  private resolved = new Map<string, string | null>();
  constructor(public readonly root: string) {}

  /** Resolves a URL path to a file inside the root, or null. Never escapes the root. Remembered per build. */
  resolve(pathname: string): string | null {
    const hit = this.resolved.get(pathname);
    if (hit !== undefined) return hit;
    const file = this.resolveUncached(pathname);
    if (this.resolved.size >= MAX_RESOLVED) this.resolved.clear();
    this.resolved.set(pathname, file);
    return file;
  }

  private resolveUncached(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const clean = path.posix.normalize('/' + decoded).replace(/\/+$/, '') || '/';
    const candidates = clean === '/' ? ['/index.html'] : [clean, clean + '.html', clean + '/index.html'];
    for (const c of candidates) {
      const full = path.join(this.root, c);
      if (!full.startsWith(this.root + path.sep) && full !== this.root) continue;
      try {
        if (fs.statSync(full).isFile()) return full;
      } catch {
        /* next */
      }
    }
    return null;
  }

  private load(file: string): CachedFile | null {
    const hit = this.cache.get(file);
    if (hit !== undefined) return hit;
    let body: Buffer;
    try {
      body = fs.readFileSync(file);
    } catch {
      return null;
    }
    const ext = path.extname(file).toLowerCase();
    const rel = path.relative(this.root, file).split(path.sep).join('/');
    const etag = '"' + crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20) + '"';
    const immutable = rel.startsWith('_astro/');
    const headers: Record<string, string> = {
      ...pageSecurityHeaders,
      'Content-Type': types[ext] ?? 'application/octet-stream',
      ETag: etag,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      Vary: 'Accept-Encoding',
    };
    const entry: CachedFile = { body, etag, type: headers['Content-Type']!, immutable, headers: { ...headers, 'Content-Length': String(body.length) } };
    if (compressible.has(ext) && body.length > 1024) {
      entry.gzip = zlib.gzipSync(body, { level: 6 });
      entry.gzipHeaders = { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(entry.gzip.length) };
    }
    if (body.length <= MAX_CACHED_FILE) {
      const size = body.length + (entry.gzip?.length ?? 0);
      if (this.cachedBytes + size > MAX_CACHED_TOTAL) {
        this.cache.clear();
        this.cachedBytes = 0;
      }
      this.cache.set(file, entry);
      this.cachedBytes += size;
    }
    return entry;
  }

  /** Writes the file for `pathname`; false when there is none. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, status = 200): boolean {
    const file = this.resolve(pathname);
    if (!file) return false;
    return this.send(req, res, file, status);
  }

  send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status = 200): boolean {
    const f = this.load(file);
    if (!f) return false;
    if (status === 200 && req.headers['if-none-match'] === f.etag) {
      const { 'Content-Length': _omit, ...notModified } = f.headers;
      res.writeHead(304, notModified);
      res.end();
      return true;
    }
    const useGzip = f.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, useGzip ? f.gzipHeaders! : f.headers);
    res.end(req.method === 'HEAD' ? undefined : useGzip ? f.gzip : f.body);
    return true;
  }

  file(name: string): string | null {
    const full = path.join(this.root, name);
    return fs.existsSync(full) ? full : null;
  }
}
