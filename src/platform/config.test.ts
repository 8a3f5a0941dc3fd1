import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults for a fresh machine', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_SAMPLE_DATA).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('stops with a message naming the variable and what is expected', () => {
    const attempt = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
    };
    expect(attempt({ PORT: 'abc' })).toMatch(/PORT: .*"abc"/);
    expect(attempt({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL: expected a URL starting with postgres:\/\//);
    expect(attempt({ SEED_SAMPLE_DATA: 'maybe' })).toMatch(/SEED_SAMPLE_DATA: expected 1\/0/);
    expect(attempt({ SESSION_SECRET: 'short' })).toMatch(/SESSION_SECRET: expected at least 32 characters/);
    expect(attempt({ SMTP_URL: 'http://mail' })).toMatch(/SMTP_URL/);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names how many proxies are in front', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(parseConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    for (const wrong of ['true', '-1', '1.5', '11', 'loopback']) {
      expect(() => parseConfig({ TRUST_PROXY: wrong }), wrong).toThrow(
        new RegExp(`TRUST_PROXY: expected the number of reverse proxies.*"${wrong}"`),
      );
    }
  });

  it('reads SEED_SAMPLE_DATA=0 and a public URL without trailing slash', () => {
    const c = parseConfig({ SEED_SAMPLE_DATA: '0', PUBLIC_URL: 'https://adanarehberi.com.tr/' });
    expect(c.SEED_SAMPLE_DATA).toBe(false);
    expect(c.publicUrl).toBe('https://adanarehberi.com.tr');
  });

  it('requires a session secret and a database on Netlify', () => {
    expect(() => parseConfig({ NETLIFY: 'true', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/SESSION_SECRET/);
    expect(() => parseConfig({ NETLIFY: 'true', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/DATABASE_URL/);
  });
});
