/**
 * Every state-changing call (POST, PUT, PATCH, DELETE) of every function in functions/ is protected by the
 * same-origin check, unless the function wrote down why not (`crossSiteAllowed` in its `handler()` guards).
 * Read from what each function declares, then checked by calling it: a cross-site request to each of its
 * state-changing methods, on each of its paths, is refused with 403 before anything runs (no database is
 * opened: the check comes first). A function that declares no guards (the old `handler(routes)` shape, or a
 * plain function) fails here unless it answers only GET.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestEnv } from '#tests/helpers/factories.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { UNSAFE_METHODS, type DeclaredGuards, type Method } from '#api/http.ts';
import { CROSS_SITE_MESSAGE } from '#api/csrf.ts';
import { loadFunctions, matchRoute, type LoadedFunction, type Route } from '#server/functions.ts';

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A concrete address for a `config.path` pattern: `:id` → 1, `:action(accept|dismiss)` → accept. */
function samplePath(pattern: string): string {
  return pattern
    .replace(/:\w+\(([^)]*)\)/g, (_m, re: string) => (/^[\w-]+(\|[\w-]+)*$/.test(re) ? re.split('|')[0]! : '1'))
    .replace(/:\w+/g, '1')
    .replace(/\*/g, 'x');
}

let all: LoadedFunction[] = [];
let routes: Route[] = [];

beforeAll(async () => {
  useTestEnv();
  ({ all, routes } = await loadFunctions(path.join(projectRoot, 'functions')));
});

const guardsOf = (fn: LoadedFunction) => (fn.handler as { guards?: DeclaredGuards }).guards;
// HTTP functions: all but the scheduled ones (api-not-found has no path: Netlify reaches it by a redirect).
const isHttp = (fn: LoadedFunction) => fn.config.schedule === undefined;

describe('declared guards of the functions', () => {
  it('every HTTP function declares its guards (or answers only GET)', () => {
    const undeclared = all
      .filter(isHttp)
      .filter((fn) => !guardsOf(fn))
      .filter(
        (fn) => asArray(fn.config.method).some((m) => !['GET', 'HEAD'].includes(m.toUpperCase())) || asArray(fn.config.method).length === 0,
      )
      .map((fn) => fn.name);
    expect(undeclared, 'functions without declared guards: use handler({ auth, … }, routes)').toEqual([]);
  });

  it('every state-changing method is same-origin checked, or the function says why not', () => {
    const unprotected: string[] = [];
    const reasons: Record<string, string> = {};
    for (const fn of all.filter(isHttp)) {
      const guards = guardsOf(fn);
      if (!guards) continue;
      for (const method of guards.methods.filter((m) => UNSAFE_METHODS.includes(m))) {
        if (guards.sameOrigin[method]) continue;
        const reason = guards.crossSiteAllowed?.trim() ?? '';
        if (reason.split(/\s+/).length < 5) unprotected.push(`${fn.name} ${method}`);
        else reasons[fn.name] = reason;
      }
    }
    expect(unprotected, 'state-changing methods without the same-origin check and without a written reason').toEqual([]);
    // The exceptions, as written: a new one shows up here and in review.
    expect(Object.keys(reasons).sort()).toEqual(['api-not-found', 'leads-unsubscribe']);
  });

  it('every state-changing method declares who may call it', () => {
    const levels = ['public', 'user', 'owner', 'moderator', 'admin', 'user-2fa', 'admin-first-factor'];
    for (const fn of all.filter(isHttp)) {
      const guards = guardsOf(fn);
      if (!guards) continue;
      for (const method of guards.methods) expect(levels, `${fn.name} ${method}`).toContain(guards.auth[method]);
    }
  });

  it('the admin functions are declared staff-only for every method: the moderation queues for moderators, the rest admin-only', () => {
    const adminPaths = all.filter(
      (fn) => isHttp(fn) && fn.config.path !== undefined && asArray(fn.config.path).every((p) => p.startsWith('/api/admin/')),
    );
    expect(adminPaths.length).toBeGreaterThan(8);
    // Decision 035: what a moderator may call, as written; every other admin function is admin-only.
    const moderated = [
      'admin-bulk',
      'admin-businesses',
      'admin-businesses-actions',
      'admin-businesses-by-id',
      'admin-campaigns',
      'admin-counts',
      'admin-overview',
      'admin-owners-suggestions',
      'admin-reviews',
      'owners-admin',
      'owners-admin-changes',
    ];
    for (const fn of adminPaths) {
      const guards = guardsOf(fn)!;
      const level = moderated.includes(fn.name) ? 'moderator' : 'admin';
      for (const method of guards.methods) expect(guards.auth[method], `${fn.name} ${method}`).toBe(level);
    }
    expect(
      adminPaths
        .map((fn) => fn.name)
        .filter((n) => moderated.includes(n))
        .sort(),
    ).toEqual([...moderated].sort());
  });

  it('a cross-site request to any state-changing method is refused with 403 before it runs', async () => {
    const checked: string[] = [];
    for (const fn of all.filter(isHttp)) {
      const guards = guardsOf(fn);
      if (!guards) continue;
      for (const method of guards.methods.filter((m): m is Method => UNSAFE_METHODS.includes(m))) {
        if (!guards.sameOrigin[method]) continue;
        const answers: number[] = [];
        for (const pattern of asArray(fn.config.path)) {
          const pathname = samplePath(pattern);
          const match = matchRoute(routes, pathname, method);
          if (match?.route.fn.name !== fn.name) continue;
          const req = new Request(`${BASE}${pathname}`, {
            method,
            headers: { origin: 'https://kotu.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
            body: '{}',
          });
          const res = await fn.handler(req, { params: match.params, requestId: 'guards-test', ip: '192.0.2.1' });
          const status = res ? res.status : 0;
          answers.push(status);
          // A path that does not take this method may say so (405) first; anything else is the refusal.
          if (status === 405) continue;
          expect(status, `${method} ${pathname} (${fn.name})`).toBe(403);
          expect(await res!.json()).toEqual({ message: CROSS_SITE_MESSAGE });
        }
        expect(answers, `${fn.name} ${method}: no path of it was refused`).toContain(403);
        checked.push(`${fn.name} ${method}`);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  });
});
