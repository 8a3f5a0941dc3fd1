import { describe, expect, it, vi } from 'vitest';
import { log, MAX_LINE, requestContext, setLogLevel } from './log.ts';

/** The lines written within one turn of the event loop. */
async function captured(fn: () => void): Promise<string[]> {
  const out: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    setLogLevel('info');
    fn();
    await new Promise((r) => setImmediate(r));
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    setLogLevel('silent');
  }
  return out.join('').split('\n').filter(Boolean);
}

describe('the log', () => {
  it('keeps a request line under 1 KB whatever path a client sends, with the start of the path', async () => {
    const junk = '/' + 'a'.repeat(15_000);
    const lines = await captured(() =>
      requestContext.run({ requestId: 'istek-123456' }, () => log.info('request', { method: 'GET', path: junk, status: 404, ms: 1.2 })),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(MAX_LINE);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: 'info', msg: 'request', requestId: 'istek-123456', method: 'GET', status: 404 });
    expect(line.path.startsWith('/aaaa')).toBe(true);
    expect(line.path).toContain('(+');
  });

  it('keeps an error line short: message, stack and many long fields are cut', async () => {
    const err = new Error('x'.repeat(10_000));
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'y'.repeat(5_000)]));
    const lines = await captured(() =>
      log.error('request failed', { err, nested: { deep: { deeper: { deepest: 'z'.repeat(9_000) } } }, ...fields }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(MAX_LINE);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'request failed' });
  });

  it('writes the lines of many requests together, not one write each', async () => {
    let writes = 0;
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => {
      writes++;
      return true;
    });
    setLogLevel('info');
    for (let i = 0; i < 100; i++) log.info('request', { path: `/p/${i}` });
    await new Promise((r) => setImmediate(r));
    stdout.mockRestore();
    setLogLevel('silent');
    expect(writes).toBe(1);
  });
});
