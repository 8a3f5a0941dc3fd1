import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_BOOT_SCRIPT, CONSENT_CHOSEN_ATTRIBUTE, CONSENT_STORAGE_KEY, CONSENT_TEXT_VERSION, readStoredConsent } from './consent.ts';

/** Runs the inline boot script as a browser would, with `stored` in localStorage; the attributes it set on <html>. */
function boot(stored: string | null, storage: 'ok' | 'throws' = 'ok'): string[] {
  const set: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError');
      return key === CONSENT_STORAGE_KEY ? stored : null;
    },
  };
  runInNewContext(CONSENT_BOOT_SCRIPT, { localStorage, document: { documentElement: { setAttribute: (name: string) => set.push(name) } } });
  return set;
}

const choice = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'x',
    action: 'accept_all',
    statistics: true,
    marketing: false,
    version: CONSENT_TEXT_VERSION,
    at: '2026-11-26T10:00:00Z',
    ...over,
  });

describe('the consent boot script (hides the pre-built banner before the first paint)', () => {
  it('marks the page only for a valid choice of the current text version', () => {
    expect(boot(choice())).toEqual([CONSENT_CHOSEN_ATTRIBUTE]);
    expect(boot(choice({ action: 'reject_all', statistics: false }))).toEqual([CONSENT_CHOSEN_ATTRIBUTE]);
  });

  it('leaves the banner for no choice, another text version, a broken value or unreadable storage', () => {
    expect(boot(null)).toEqual([]);
    expect(boot(choice({ version: '2020-01-01' }))).toEqual([]);
    expect(boot(choice({ statistics: 'yes' }))).toEqual([]);
    expect(boot('{not json')).toEqual([]);
    expect(boot(choice(), 'throws')).toEqual([]);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('decides as readStoredConsent does, the check the banner island makes after hydration', () => {
    for (const stored of [
      choice(),
      choice({ action: 'custom', marketing: true }),
      null,
      choice({ version: '2020-01-01' }),
      choice({ marketing: null }),
      '{not json',
      '"text"',
    ]) {
      vi.stubGlobal('localStorage', { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) });
      expect(boot(stored).length === 1, String(stored)).toBe(readStoredConsent() !== null);
    }
  });
});
