/** The operator's details on the legal pages come from configuration; placeholders are reported until set. */
import { afterEach, describe, expect, it, vi } from 'vitest';

const NAMES = ['OPERATOR_LEGAL_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_REGISTRY_NUMBER', 'OPERATOR_KEP'] as const;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the operator on /privacy and /terms', () => {
  it('shows [placeholders] and names every missing setting until the operator sets them', async () => {
    for (const n of NAMES) vi.stubEnv(n, '');
    const { OPERATOR, legalPlaceholders } = await import('./legal.ts');
    expect(OPERATOR.legalName).toBe('[İşletmecinin ticari unvanı]');
    expect(legalPlaceholders()).toEqual([...NAMES]);
  });

  it('uses the configured details and reports nothing missing', async () => {
    vi.stubEnv('OPERATOR_LEGAL_NAME', 'Çukurova Dijital Rehber Ltd. Şti.');
    vi.stubEnv('OPERATOR_ADDRESS', 'Reşatbey Mah. Atatürk Cad. No: 12, Seyhan/Adana');
    vi.stubEnv('OPERATOR_REGISTRY_NUMBER', '0123456789000015');
    vi.stubEnv('OPERATOR_KEP', 'cukurovadijital@hs01.kep.tr');
    const { OPERATOR, legalPlaceholders, PRIVACY } = await import('./legal.ts');
    expect(OPERATOR.legalName).toBe('Çukurova Dijital Rehber Ltd. Şti.');
    expect(OPERATOR.kep).toBe('cukurovadijital@hs01.kep.tr');
    expect(legalPlaceholders()).toEqual([]);
    expect(JSON.stringify(PRIVACY)).toContain('Çukurova Dijital Rehber Ltd. Şti.');
  });
});
