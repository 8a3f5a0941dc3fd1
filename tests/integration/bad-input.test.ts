/**
 * Bad bytes at the boundary: NUL and lone surrogates in a JSON body, a query or a path
 * parameter answer 400 with one Turkish message, never a 500, whatever the function; nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, mailServerFor, makeUser, routedFunctions } from '#tests/helpers/factories.ts';
import { newIp, submission } from '#tests/helpers/business-flow.ts';
import { businesses, verifications } from '#db/schema/index.ts';
import { badTextMessage } from '#api/http.ts';

const fns = routedFunctions(['users', 'admin-businesses', 'category-by-slug', 'businesses', 'businesses-import-csv']);
const { call } = fns;
mailServerFor();

describe.each(testDrivers())('bad bytes on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('POST /api/users with NUL or a lone surrogate in the name: 400 on the field, no code stored', async () => {
    for (const name of ['Ayşe\\u0000Yılmaz', 'Ayşe \\ud800 Yılmaz', 'Ayşe \\udc00']) {
      const email = `kotu.bayt.${driver}.${name.length}@ornek.com`;
      const res = await call('POST', '/api/users', {
        raw: `{"name":"${name}","email":"${email}"}`,
        contentType: 'application/json',
        ip: newIp(),
      });
      expect(res.status, await res.clone().text()).toBe(400);
      expect(await res.json()).toEqual({ message: badTextMessage, errors: { name: badTextMessage } });
      const stored = await t.db.select().from(verifications).where(eq(verifications.purpose, 'login'));
      expect(stored.filter((v) => JSON.stringify(v.payload).includes('Ayşe'))).toEqual([]);
    }
    // A surrogate pair (an emoji) is fine.
    const ok = await call('POST', '/api/users', { body: { name: 'Ayşe 😀 Yılmaz', email: `emoji.${driver}@ornek.com` }, ip: newIp() });
    expect(ok.status).toBe(202);
  });

  it('the add-business form with NUL in any field: 400, nothing stored', async () => {
    const body = JSON.stringify(submission({ name: 'Boş Bayt Kafe' })).replace('Boş Bayt Kafe', 'Boş\\u0000Bayt Kafe');
    const res = await call('POST', '/api/businesses', { raw: body, contentType: 'application/json', ip: newIp() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: badTextMessage, errors: { name: badTextMessage } });
    expect(await t.db.select().from(businesses).where(eq(businesses.name, 'Boş Bayt Kafe'))).toEqual([]);
  });

  it('GET /api/admin/businesses?q=%00 (and category, district): 400', async () => {
    const admin = await makeAdminSession(t.db);
    for (const query of ['q=%00', 'category=%00', 'district=kafe%00ler', 'q=%ED%A0%80%00', '%00=1']) {
      const res = await call('GET', `/api/admin/businesses?${query}`, { cookie: admin.cookie });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(badTextMessage);
    }
    expect((await call('GET', '/api/admin/businesses?q=kafe', { cookie: admin.cookie })).status).toBe(200);
  });

  it('a path parameter with NUL names nothing: 404, never 500', async () => {
    const res = await call('GET', '/api/categories/kafe%00ler');
    expect(res.status).toBe(404);
  });

  it("the import's JSON rows with NUL in a name: 400, nothing stored", async () => {
    const { cookie } = await makeUser(t.db);
    const raw = '{"businesses":[{"name":"Sıfır\\u0000Kafe","category":"Kafeler","address":"Atatürk Cd. 1","district":"Seyhan"}]}';
    const res = await call('POST', '/api/businesses/import-csv', { raw, contentType: 'application/json', cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(badTextMessage);
  });
});
