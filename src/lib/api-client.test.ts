import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, ApiError, apiJson, apiResult, isAbort } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());
// The files of a worker share its globals (vitest.config.ts: isolate false): the real fetch back for the next one.
afterAll(() => vi.unstubAllGlobals());

const answer = (body: string | null, init: ResponseInit = {}) => fetchMock.mockResolvedValueOnce(new Response(body, init));
const jsonAnswer = (body: unknown, status = 200) =>
  answer(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

describe('apiJson', () => {
  it('sends JSON with this site’s cookies and returns the answer', async () => {
    jsonAnswer({ id: 7, name: 'Şükrü Usta' }, 201);
    const data = await apiJson<{ id: number; name: string }>('/api/businesses', { method: 'POST', body: { name: 'Şükrü Usta' } });
    expect(data).toEqual({ id: 7, name: 'Şükrü Usta' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/businesses');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Şükrü Usta"}' });
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends no body and no Content-Type on a GET; an empty answer is undefined', async () => {
    answer(null, { status: 204 });
    expect(await apiJson('/api/favorites/3', { method: 'DELETE' })).toBeUndefined();
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('throws the server’s message and field errors', async () => {
    jsonAnswer({ message: 'Lütfen işaretli alanları düzeltin.', errors: { name: 'İşletme adı gereklidir.', bad: 3 } }, 400);
    const e = await caught(apiJson('/api/businesses', { method: 'POST', body: {} }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, message: 'Lütfen işaretli alanları düzeltin.', errors: { name: 'İşletme adı gereklidir.' } });
  });

  it('turns a failure without a JSON message into "<status>: <text>"', async () => {
    answer('Bad Gateway', { status: 502, statusText: 'Bad Gateway' });
    expect(await caught(apiJson('/api/map'))).toMatchObject({ status: 502, message: '502: Bad Gateway', errors: {} });
    answer('', { status: 503, statusText: 'Service Unavailable' });
    expect(await caught(apiJson('/api/map'))).toMatchObject({ message: '503: Service Unavailable' });
    // a JSON body without a message: its text says nothing to a visitor, the status text does
    answer(JSON.stringify({ error: 'x' }), { status: 500, statusText: 'Internal Server Error' });
    expect(await caught(apiJson('/api/map'))).toMatchObject({ message: '500: Internal Server Error' });
  });

  it('rejects with the AbortError when aborted', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce((_url, init) => {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    });
    const pending = apiJson('/api/businesses/search?q=kebap', { signal: controller.signal });
    controller.abort();
    const e = await caught(pending);
    expect(isAbort(e)).toBe(true);
    expect(fetchMock.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });
});

describe('apiResult', () => {
  it('returns a failure as a value, with the headers', async () => {
    answer(JSON.stringify({ message: 'İşletme bulunamadı.' }), { status: 404, headers: { 'X-Request-Id': 'r1' } });
    const r = await apiResult('/api/businesses/99');
    expect(r.ok).toBe(false);
    expect(r.status).toBe(404);
    expect(r.headers.get('X-Request-Id')).toBe('r1');
    if (!r.ok) expect(r.error.message).toBe('İşletme bulunamadı.');
  });
});

describe('apiAnswer', () => {
  it('gives a form the body either way', async () => {
    jsonAnswer({ message: 'Lütfen işaretli alanları düzeltin.', errors: { url: 'Bağlantı geçersiz.' } }, 400);
    expect(await apiAnswer('/api/businesses/import-google', { method: 'POST', body: { url: 'x' } })).toEqual({
      status: 400,
      ok: false,
      body: { message: 'Lütfen işaretli alanları düzeltin.', errors: { url: 'Bağlantı geçersiz.' } },
    });
    answer('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' });
    expect(await apiAnswer('/api/businesses', { method: 'POST', body: {} })).toEqual({ status: 500, ok: false, body: {} });
  });
});
