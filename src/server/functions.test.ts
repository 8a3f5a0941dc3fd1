import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFunctions, matchRoute } from './functions.ts';

describe("routing by each function's own config.path", async () => {
  const { routes, scheduled } = await loadFunctions(path.join(import.meta.dirname, '../../tests/fixtures/functions'));

  it('prefers a literal path to a parameter path, whatever the file order', () => {
    expect(matchRoute(routes, '/api/things/featured', 'GET')?.route.fn.name).toBe('featured');
    expect(matchRoute(routes, '/api/things/top', 'GET')?.route.fn.name).toBe('featured');
    const m = matchRoute(routes, '/api/things/42', 'GET');
    expect(m?.route.fn.name).toBe('by-id');
    expect(m?.params).toEqual({ id: '42' });
  });

  it('honours config.method and decodes parameters', () => {
    expect(matchRoute(routes, '/api/things/featured', 'POST')?.route.fn.name).toBe('by-id');
    expect(matchRoute(routes, '/api/things/%C5%9Fi%C5%9F', 'GET')?.params.id).toBe('şiş');
    expect(matchRoute(routes, '/api/other', 'GET')).toBeNull();
  });

  it('lists scheduled functions separately and gives them no route', () => {
    expect(scheduled.map((f) => f.name)).toEqual(['nightly']);
    expect(routes.some((r) => r.fn.name === 'nightly')).toBe(false);
  });

  // Imports every function and what it uses (a few seconds; minutes on a busy machine): no time limit is meant here.
  it('loads every function of the project with a default export and a path or a schedule', { timeout: 180_000 }, async () => {
    const project = await loadFunctions(path.join(import.meta.dirname, '../../functions'));
    for (const fn of project.all) {
      expect(typeof fn.handler, fn.name).toBe('function');
      const routed = fn.config.path !== undefined || fn.config.schedule !== undefined || fn.name === 'api-not-found';
      expect(routed, `${fn.name} has neither config.path nor config.schedule`).toBe(true);
    }
  });
});
