/**
 * Configuration: environment variables only, validated with zod.
 * A wrong value stops the process with a message naming the variable and what is expected.
 * Pure module: no Astro, React or Netlify imports, so functions, the local server and the CLI share it.
 */
import { z } from 'zod';

const bool = (dflt: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return dflt;
      if (['1', 'true', 'yes', 'on'].includes(v)) return true;
      if (['0', 'false', 'no', 'off'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected 1/0, true/false, yes/no or on/off' });
      return z.NEVER;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `expected a URL starting with ${protocols.map((p) => p + '//').join(' or ')}`,
    );

const empty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int('expected a whole number').min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(empty, url(['postgres:', 'postgresql:']).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
  SMTP_URL: z.preprocess(empty, url(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z
    .string()
    .trim()
    .default('Adana Rehberi <bildirim@adanarehberi.local>')
    .refine((v) => /<?[^\s@<>]+@[^\s@<>]+>?$/.test(v), 'expected an address such as "Adana Rehberi <bildirim@ornek.com>"'),
  SESSION_SECRET: z.preprocess(empty, z.string().min(32, 'expected at least 32 characters').optional()),
  SEED_SAMPLE_DATA: bool(true),
  BUILD_HOOK_URL: z.preprocess(empty, url(['https:', 'http:']).optional()),
  /** 0: a start with a site already built serves it without rebuilding (the first start always builds). */
  BUILD_ON_START: bool(true),
  /** Use Neon's serverless (WebSocket) driver for DATABASE_URL. Default: on when running on Netlify. */
  DATABASE_DRIVER: z.preprocess(empty, z.enum(['pg', 'neon']).optional()),
  /** Local relay for the Neon driver (tests): ws://host:port/v1 style proxy address. */
  NEON_WS_PROXY: z.preprocess(empty, z.string().optional()),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * How many reverse proxies in front of the local server append to X-Forwarded-For (0: none, the header
   * is ignored). Not used on Netlify, where the platform gives functions the client's address.
   */
  TRUST_PROXY: z.preprocess(
    (v) => empty(v) ?? '0',
    z
      .string()
      .trim()
      .regex(/^(?:\d|10)$/, 'expected the number of reverse proxies in front of the server, 0 to 10 (0: ignore X-Forwarded-For)')
      .transform(Number),
  ),
  SITE_PHONE: z.string().trim().default('+903224560101'),
  SITE_EMAIL: z.string().trim().pipe(z.email('expected an e-mail address')).default('iletisim@adanarehberi.com.tr'),
  /** The operator's details on /privacy and /terms (src/content/legal.ts); placeholders until set. */
  OPERATOR_LEGAL_NAME: z.preprocess(empty, z.string().trim().max(200).optional()),
  OPERATOR_ADDRESS: z.preprocess(empty, z.string().trim().max(300).optional()),
  OPERATOR_REGISTRY_NUMBER: z.preprocess(empty, z.string().trim().max(60).optional()),
  OPERATOR_KEP: z.preprocess(empty, z.email('expected a KEP e-mail address').optional()),
  /** Rows a logged-in non-admin may queue for moderation by CSV import per 24 hours (admins and the CLI: no limit). */
  IMPORT_USER_DAILY_ROWS: z.coerce.number().int('expected a whole number').min(0).max(100_000).default(200),
  /**
   * The head the build pre-renders (decision 026): the PREBUILD_BUSINESSES most visited approved businesses
   * (our own view counts of the last 30 days, then featured, then the newest) and the first
   * PREBUILD_LIST_PAGES pages of /businesses and of every category. Every other business and list page is
   * rendered on demand by the build's own renderer (functions/business-page.ts, functions/list-page.ts).
   */
  PREBUILD_BUSINESSES: z.coerce.number().int('expected a whole number').min(0).max(10_000_000).default(2000),
  PREBUILD_LIST_PAGES: z.coerce.number().int('expected a whole number').min(1).max(100_000).default(5),
  /**
   * The scheduled rebuild starts at most one build per this many minutes (0: at the first tick after a change).
   * Between builds new and changed businesses are served on demand and purged by tag (decision 026); the
   * interval bounds the build minutes a month (npm run bench -- build prints them).
   */
  REBUILD_INTERVAL_MINUTES: z.coerce.number().int('expected a whole number').min(0).max(10_080).default(0),
  /** Where uploaded photos live: `local` (DATA_DIR/uploads) or `netlify-blobs`. Default: Netlify Blobs on Netlify, local elsewhere. */
  UPLOAD_STORAGE: z.preprocess(empty, z.enum(['local', 'netlify-blobs']).optional()),
  /**
   * MapLibre style JSON for the maps (https://…, or a path on this site such as /map/style.json). Default:
   * OpenFreeMap "liberty" (https://tiles.openfreemap.org/styles/liberty; free, no key), see
   * src/lib/map-config.ts. Its origin must be allowed by the CSP's connect-src.
   */
  MAP_STYLE_URL: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .refine((v) => v.startsWith('/') || /^https?:\/\/[^\s]+$/.test(v), 'expected an https:// URL or a path starting with /')
      .optional(),
  ),
  /** The map's credit line (HTML links allowed). Default: OpenFreeMap's credit with the default style, none otherwise. */
  MAP_ATTRIBUTION: z.preprocess(empty, z.string().optional()),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; isNetlify: boolean };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super('Invalid configuration:\n' + problems.map((p) => '  - ' + p).join('\n'));
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((i) => `${String(i.path[0] ?? '?')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`),
    );
  }
  const c = result.data;
  const isNetlify = Boolean(env.NETLIFY || (env.NETLIFY_LOCAL === undefined && env.AWS_LAMBDA_FUNCTION_NAME));
  if (isNetlify && !c.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required on Netlify (at least 32 random characters)']);
  }
  if (isNetlify && !c.DATABASE_URL) {
    throw new ConfigError(['DATABASE_URL: required on Netlify (the Neon connection string)']);
  }
  const host = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  const publicUrl = (c.PUBLIC_URL ?? env.URL ?? `http://${host}:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, publicUrl, isNetlify };
}

let cached: Config | undefined;
/** The process configuration, parsed once. Functions call this; it reads only `process.env`. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
/** For tests and the local server after it has filled in generated values. */
export function resetConfig(): void {
  cached = undefined;
}
