/**
 * Accounts end to end, the way a person meets them: the functions are called with real Request objects,
 * on every database driver, and the login mail goes through a real SMTP server started here.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { testDrivers } from '#tests/helpers/db.ts';
import type { ReceivedMail } from '#tests/helpers/smtp.ts';
import { awayFromWindowEdge, BASE, callFunction, databaseFor, mailServerFor, type Fn } from '#tests/helpers/factories.ts';
import { auditLog, emailOutbox, sessions, users, verifications } from '#db/schema/index.ts';
import { resetConfig } from '#platform/config.ts';
import { makeAdmin } from '#features/accounts/admins.ts';
import { pruneLoginCodes } from '#features/accounts/auth.ts';
import usersFn from '../../functions/users.ts';
import verifyFn from '../../functions/accounts-verify.ts';
import linkFn from '../../functions/accounts-login-link.ts';
import sessionFn from '../../functions/accounts-session.ts';
import logoutFn from '../../functions/accounts-logout.ts';
import logoutAllFn from '../../functions/accounts-logout-all.ts';
import totpFn from '../../functions/accounts-totp.ts';
import overviewFn from '../../functions/admin-overview.ts';
import mailOutboxFn, { config as mailOutboxConfig } from '../../functions/mail-outbox.ts';

/** A browser's cookies: what Set-Cookie gave it, sent back on the next request. */
class Browser {
  cookies = new Map<string, string>();
  constructor(public ip: string) {}
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (/Max-Age=0\b/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  async call(
    fn: Fn,
    method: string,
    path: string,
    body?: unknown,
    init: { contentType?: string; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const payload = init.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const res = await callFunction(fn, path, {
      method,
      ip: this.ip,
      noOrigin: true, // only what a test adds itself
      headers: { ...init.headers, ...(this.cookies.size ? { cookie: this.header() } : {}) },
      ...(payload === undefined ? {} : { raw: payload, contentType: init.contentType ?? 'application/json' }),
    });
    this.take(res);
    return res;
  }
}

let ipCounter = 0;
/** Each test its own address, so the per-IP limits of one test do not spill into another. */
const newBrowser = () => new Browser(`192.0.2.${++ipCounter}`);

function codeOf(mail: ReceivedMail): string {
  const m = /Giriş kodunuz: (\d{6})/.exec(mail.text);
  if (!m) throw new Error('no code in mail: ' + mail.text);
  return m[1]!;
}
function linkOf(mail: ReceivedMail): string {
  const m = /(http:\/\/localhost:3000\/api\/auth\/link\?token=[A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!m) throw new Error('no link in mail: ' + mail.text);
  return m[1]!.slice(BASE.length);
}

describe.each(testDrivers())('accounts on %s', (driver) => {
  const email = (name: string) => `${name}.${driver}@ornek.com`;
  const smtp = mailServerFor();
  const t = databaseFor(driver);
  // the limits count in fixed 10-minute windows: no test straddles an edge
  beforeEach(() => awayFromWindowEdge(600, 15));

  /** Asks for a code in `browser` and returns the mail it produced. */
  async function requestCode(browser: Browser, body: Record<string, unknown>): Promise<ReceivedMail> {
    const start = smtp.messages.length;
    const res = await browser.call(usersFn, 'POST', '/api/users', body);
    expect(res.status, await res.clone().text()).toBe(202);
    const to = String(body.email).trim().toLowerCase();
    return smtp.waitForMessage((m) => m.to === to && smtp.messages.indexOf(m) >= start);
  }

  async function login(browser: Browser, address: string, body: Record<string, unknown> = {}): Promise<Response> {
    const mail = await requestCode(browser, { email: address, ...body });
    const res = await browser.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(res.status, await res.clone().text()).toBe(200);
    return res;
  }

  async function sessionOf(browser: Browser) {
    const res = await browser.call(sessionFn, 'GET', '/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    return (await res.json()) as {
      user: null | { id: number; name: string; email: string; role: string };
      secondFactorRequired?: boolean;
      totpEnabled?: boolean;
    };
  }

  it('sign-up: an e-mail with a code and a link arrives, the code logs in once', async () => {
    const b = newBrowser();
    expect(await sessionOf(b)).toEqual({ user: null });
    const address = email('ayse');

    const res = await b.call(usersFn, 'POST', '/api/users', {
      name: 'Ayşe Yılmaz',
      email: `  ${address.toUpperCase()} `,
      phone: '0532 111 22 33',
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      message: 'Giriş kodu e-posta adresinize gönderildi.',
      email: `ay***@ornek.com`,
      mode: 'signup',
    });
    const loginCookie = res.headers.getSetCookie().find((c) => c.startsWith('ar_login='))!;
    expect(loginCookie).toMatch(/HttpOnly/);
    expect(loginCookie).toMatch(/SameSite=Lax/);
    expect(loginCookie).toMatch(/Max-Age=900/);
    expect(loginCookie).not.toMatch(/Secure/); // http PUBLIC_URL

    const mail = await smtp.waitForMessage((m) => m.to === address);
    expect(mail.from).toContain('bildirim@adanarehberi.test');
    expect(mail.text).toMatch(/Giriş kodunuz: \d{6}/);
    expect(mail.text).toContain('10 dakika geçerlidir');
    expect(mail.text).toContain('Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz');
    expect(mail.html).toContain('Adana Rehberi');
    expect(mail.html).toContain(codeOf(mail));
    expect(linkOf(mail)).toMatch(/^\/api\/auth\/link\?token=/);

    // The database holds hashes only.
    const [v] = await t.db
      .select()
      .from(verifications)
      .where(sql`${verifications.payload}->>'email' = ${address}`);
    expect(v!.target).not.toContain(address); // the row is keyed by a hash of the address and the browser
    expect(v!.codeHash).not.toContain(codeOf(mail));
    expect(v!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const ok = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as {
      user: { id: number; name: string; email: string; role: string };
      created: boolean;
      secondFactorRequired: boolean;
    };
    expect(body).toMatchObject({ user: { name: 'Ayşe Yılmaz', email: address, role: 'user' }, created: true, secondFactorRequired: false });
    const cookies = ok.headers.getSetCookie();
    const sessionCookie = cookies.find((c) => c.startsWith('ar_session='))!;
    expect(sessionCookie).toMatch(/^ar_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect(cookies.some((c) => c.startsWith('ar_login=;') && /Max-Age=0/.test(c))).toBe(true);

    expect(await sessionOf(b)).toMatchObject({
      user: { id: body.user.id, name: 'Ayşe Yılmaz', email: address, role: 'user' },
      secondFactorRequired: false,
    });
    const [u] = await t.db.select().from(users).where(eq(users.email, address));
    expect(u).toMatchObject({ phone: '+905321112233', isVerified: true });
    expect(u!.lastLoginAt).toBeInstanceOf(Date);
    // The session row is keyed by the token's hash, not the token.
    const token = sessionCookie.split(';')[0]!.split('=')[1]!;
    expect(await t.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, body.user.id))).toHaveLength(1);

    // The same code a second time fails.
    const again = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Kod hatalı veya süresi dolmuş.', errors: { code: 'Kod hatalı veya süresi dolmuş.' } });
  });

  it('one path (decision 027): an unknown e-mail answers exactly as an account and gets a sign-up code; the new account is named after; sign-up with a known e-mail logs in', async () => {
    const known = email('biri');
    await login(newBrowser(), known, { name: 'Biri Var' });
    const answers = [];
    const newcomer = newBrowser();
    for (const [address, b] of [
      [known, newBrowser()],
      [email('kimse'), newcomer],
    ] as const) {
      const res = await b.call(usersFn, 'POST', '/api/users', { email: address });
      answers.push({
        status: res.status,
        body: (await res.json()) as { message: string; mode: string; email: string } as Record<string, string>,
        cookie: res.headers.getSetCookie().map((c) => c.replace(/=[A-Za-z0-9_-]{43};/, '=…;')),
      });
    }
    expect(answers[1]).toEqual({ ...answers[0], body: { ...answers[0]!.body, email: 'ki***@ornek.com' } });
    expect(answers[1]).toMatchObject({ status: 202, body: { message: 'Giriş kodu e-posta adresinize gönderildi.', mode: 'login' } });
    const signup = await smtp.waitForMessage((m) => m.to === email('kimse'));
    expect(signup.text).toContain('Hesabınızı oluşturun');
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, email('kimse'))),
    ).toHaveLength(0);
    // The code makes the account (named from the address until the person names it).
    const made = await newcomer.call(verifyFn, 'POST', '/api/auth/verify', { email: email('kimse'), code: codeOf(signup) });
    expect(made.status).toBe(200);
    expect(((await made.json()) as { created: boolean }).created).toBe(true);
    const named = await newcomer.call(sessionFn, 'PATCH', '/api/auth/session', { name: '  Yeni   Kişi ' });
    expect(named.status, await named.clone().text()).toBe(200);
    expect(((await named.json()) as { user: { name: string } }).user.name).toBe('Yeni Kişi');
    expect((await sessionOf(newcomer)).user?.name).toBe('Yeni Kişi');
    const empty = await newcomer.call(sessionFn, 'PATCH', '/api/auth/session', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toEqual({ name: 'Ad soyad gereklidir' });
    // Nobody else renames an account.
    expect((await newBrowser().call(sessionFn, 'PATCH', '/api/auth/session', { name: 'Başkası' })).status).toBe(401);
    const explicit = await newBrowser().call(usersFn, 'POST', '/api/users', { mode: 'login', name: 'Biri', email: email('kimse') });
    expect(explicit.status).toBe(202);

    const address = email('mehmet');
    const b = newBrowser();
    const first = await login(b, address, { name: 'Mehmet Kaya' });
    expect(((await first.json()) as { created: boolean }).created).toBe(true);
    const b2 = newBrowser();
    const second = await login(b2, address, { name: 'Başka İsim', mode: 'signup' });
    const body = (await second.json()) as { created: boolean; user: { name: string } };
    expect(body.created).toBe(false);
    expect(body.user.name).toBe('Mehmet Kaya');
    expect(await t.db.select().from(users).where(eq(users.email, address))).toHaveLength(1);
  });

  it('the link logs in once, and only in the browser that asked for the code', async () => {
    const address = email('link');
    const owner = newBrowser();
    await login(owner, address, { name: 'Bağlantı Deneme' });
    await owner.call(logoutFn, 'POST', '/api/auth/logout');

    const mail = await requestCode(owner, { email: address });
    const link = linkOf(mail);

    const stranger = newBrowser();
    const elsewhere = await stranger.call(linkFn, 'GET', link);
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.get('location')).toBe('/login?hata=baglanti');
    expect(elsewhere.headers.getSetCookie()).toEqual([]);

    stranger.cookies.set('ar_login', 'A'.repeat(43)); // some other browser's login cookie
    expect((await stranger.call(linkFn, 'GET', link)).headers.get('location')).toBe('/login?hata=baglanti');
    expect((await stranger.call(sessionFn, 'GET', '/api/auth/session')).status).toBe(200);
    expect(await sessionOf(stranger)).toEqual({ user: null });

    const ok = await owner.call(linkFn, 'GET', link);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/');
    expect(ok.headers.getSetCookie().some((c) => c.startsWith('ar_session='))).toBe(true);
    expect((await sessionOf(owner)).user?.email).toBe(address);

    const twice = await owner.call(linkFn, 'GET', link);
    expect(twice.headers.get('location')).toBe('/login?hata=baglanti');
    // ... and the code of that mail is spent too.
    const code = await owner.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(code.status).toBe(400);

    const garbage = await owner.call(linkFn, 'GET', '/api/auth/link?token=yok');
    expect(garbage.headers.get('location')).toBe('/login?hata=baglanti');
    const none = await owner.call(linkFn, 'GET', '/api/auth/link');
    expect(none.headers.get('location')).toBe('/login?hata=baglanti');
  });

  it('an expired code or link fails', async () => {
    const address = email('sure');
    const b = newBrowser();
    const mail = await requestCode(b, { name: 'Süre Doldu', email: address });
    await t.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(verifications.purpose, 'login'), sql`${verifications.payload}->>'email' = ${address}`));
    const res = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.code).toBe('Kod hatalı veya süresi dolmuş.');
    expect((await b.call(linkFn, 'GET', linkOf(mail))).headers.get('location')).toBe('/login?hata=baglanti');
    expect(await sessionOf(b)).toEqual({ user: null });
    expect(await t.db.select().from(users).where(eq(users.email, address))).toHaveLength(0);
  });

  it('login codes expired for over a day are deleted (one row per address and browser must not pile up)', async () => {
    const address = email('eski');
    await requestCode(newBrowser(), { name: 'Eski Kod', email: address });
    await requestCode(newBrowser(), { name: 'Eski Kod', email: address });
    const mine = sql`${verifications.payload}->>'email' = ${address}`;
    expect(await t.db.select().from(verifications).where(mine)).toHaveLength(2);
    await t.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '25 hours'` })
      .where(mine);
    expect(await pruneLoginCodes(t.db)).toBeGreaterThanOrEqual(2);
    expect(await t.db.select().from(verifications).where(mine)).toHaveLength(0);
  });

  it('the 4th code within 10 minutes is refused with 429, a Turkish message and Retry-After', async () => {
    const address = email('sinir');
    const b = newBrowser();
    for (let i = 0; i < 3; i++) await requestCode(b, { name: 'Sınır Deneme', email: address });
    const before = smtp.messages.length;
    const res = await b.call(usersFn, 'POST', '/api/users', { name: 'Sınır Deneme', email: address });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Çok fazla deneme yaptınız\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/,
    );
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    expect(smtp.messages.length).toBe(before);
    // Another address from another browser is not affected.
    await requestCode(newBrowser(), { name: 'Başkası', email: email('sinir2') });
  });

  it('more than 10 codes from one IP address within 10 minutes are refused', async () => {
    const b = newBrowser();
    for (let i = 0; i < 10; i++) {
      const res = await b.call(usersFn, 'POST', '/api/users', { name: 'Toplu', email: email(`ip${i}`) });
      expect(res.status).toBe(202);
    }
    expect((await b.call(usersFn, 'POST', '/api/users', { name: 'Toplu', email: email('ip10') })).status).toBe(429);
  });

  it('five wrong codes spend the verification: even the right code then fails', async () => {
    const address = email('yanlis');
    const b = newBrowser();
    const mail = await requestCode(b, { name: 'Yanlış Kod', email: address });
    const right = codeOf(mail);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: wrong });
      expect(res.status).toBe(400);
      messages.push(((await res.json()) as { errors: { code: string } }).errors.code);
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Kod hatalı veya süresi dolmuş.'));
    expect(messages[4]).toBe('Kod çok kez yanlış girildi. Lütfen yeni kod isteyin.');
    const sixth = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: right });
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({ message: 'Kod çok kez yanlış girildi. Lütfen yeni kod isteyin.' });
    expect((await b.call(linkFn, 'GET', linkOf(mail))).headers.get('location')).toBe('/login?hata=baglanti');
    expect(await sessionOf(b)).toEqual({ user: null });

    // A new code works again.
    await login(b, address, { name: 'Yanlış Kod' });
  });

  it('a stranger who knows the address cannot lock its owner out: own codes, own guesses, own 10-minute limit', async () => {
    const address = email('sahip');
    await login(newBrowser(), address, { name: 'Hesap Sahibi' });
    const owner = newBrowser();
    const ownerMail = await requestCode(owner, { email: address });

    // The stranger asks for codes (they go to the owner's mailbox) until refused, and guesses wrong.
    const stranger = newBrowser();
    for (let i = 0; i < 3; i++) await requestCode(stranger, { email: address });
    expect((await stranger.call(usersFn, 'POST', '/api/users', { email: address })).status).toBe(429);
    const guesses = [];
    for (let i = 0; i < 6; i++)
      guesses.push((await stranger.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: String(100000 + i) })).status);
    expect(guesses).toEqual([400, 400, 400, 400, 400, 400]);
    // Without a login cookie, a guess touches no code at all.
    const cookieless = newBrowser();
    expect((await cookieless.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(ownerMail) })).status).toBe(400);

    // The owner's code still works in the owner's browser, and the owner can still ask for new ones.
    expect((await owner.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(ownerMail) })).status).toBe(200);
    await owner.call(logoutFn, 'POST', '/api/auth/logout');
    await login(owner, address);
  });

  it('one address gets at most 20 login mails a day, whoever asks; other addresses are not affected', async () => {
    await awayFromWindowEdge(24 * 3600, 60);
    const address = email('gunluk');
    for (let i = 0; i < 20; i++) await requestCode(newBrowser(), { name: 'Günlük Sınır', email: address });
    const before = smtp.messages.length;
    const res = await newBrowser().call(usersFn, 'POST', '/api/users', { name: 'Günlük Sınır', email: address });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Çok fazla deneme yaptınız\. Lütfen \d+ (saniye|dakika|saat) sonra tekrar deneyin\.$/,
    );
    expect(smtp.messages.length).toBe(before);
    await requestCode(newBrowser(), { name: 'Başkası', email: email('gunluk2') });
  });

  it("strangers using up an address's daily mails do not lock out a browser that has logged in to it before", async () => {
    await awayFromWindowEdge(24 * 3600, 60);
    const address = email('bilinen');
    const owner = newBrowser();
    await login(owner, address, { name: 'Bilinen Tarayıcı' });
    expect(owner.cookies.get('ar_known')).toMatch(/^[0-9a-f]{64}$/);
    await owner.call(logoutFn, 'POST', '/api/auth/logout');
    for (let i = 0; i < 19; i++) await requestCode(newBrowser(), { email: address });
    expect((await newBrowser().call(usersFn, 'POST', '/api/users', { email: address })).status).toBe(429);
    // The owner's browser still gets its code and logs in.
    await login(owner, address);
  });

  it("a sign-up's name never goes into the mail (the address is not verified yet); invisible characters are dropped from it", async () => {
    const address = email('oltalama');
    const b = newBrowser();
    const phishing = 'Hesabınız askıya alındı, ödeme için kotu.example adresine gidin';
    const mail = await requestCode(b, { name: phishing, email: address });
    expect(mail.text).not.toContain('askıya');
    expect(mail.html).not.toContain('askıya');
    expect(mail.text).toContain('Merhaba,');
    // The account's own name is used once the address is proven: the next login mail greets by name.
    const res = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(res.status).toBe(200);
    await b.call(logoutFn, 'POST', '/api/auth/logout');
    expect((await requestCode(b, { email: address })).text).toContain(`Merhaba ${phishing},`);

    const hidden = newBrowser();
    const named = email('gorunmez');
    const code = await requestCode(hidden, { name: '\u202eAyşe\u200b Yıl\u2066maz\u2069', email: named });
    const ok = await hidden.call(verifyFn, 'POST', '/api/auth/verify', { email: named, code: codeOf(code) });
    expect(((await ok.json()) as { user: { name: string } }).user.name).toBe('Ayşe Yılmaz');
  });

  it('the code works only in the browser that asked for it', async () => {
    const address = email('tarayici');
    const asker = newBrowser();
    const mail = await requestCode(asker, { name: 'Tarayıcı', email: address });
    const other = newBrowser();
    const res = await other.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(res.status).toBe(400);
    expect(await sessionOf(other)).toEqual({ user: null });
    expect((await asker.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) })).status).toBe(200);
  });

  it('logout ends this session; logout-all ends every session of the user', async () => {
    const address = email('cikis');
    const phone = newBrowser();
    const laptop = newBrowser();
    await login(phone, address, { name: 'Çıkış Deneme' });
    await login(laptop, address);
    const [u] = await t.db.select().from(users).where(eq(users.email, address));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u!.id))).toHaveLength(2);

    const out = await phone.call(logoutFn, 'POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('ar_session=;') && /Max-Age=0/.test(c))).toBe(true);
    expect(await sessionOf(phone)).toEqual({ user: null });
    expect((await sessionOf(laptop)).user?.email).toBe(address);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u!.id))).toHaveLength(1);

    await login(phone, address);
    const unauth = await newBrowser().call(logoutAllFn, 'POST', '/api/auth/logout-all');
    expect(unauth.status).toBe(401);
    expect(await unauth.json()).toEqual({ message: 'Bu işlem için giriş yapmalısınız.' });

    const all = await laptop.call(logoutAllFn, 'POST', '/api/auth/logout-all');
    expect(all.status).toBe(200);
    expect(await all.json()).toMatchObject({ sessions: 2 });
    expect(await sessionOf(phone)).toEqual({ user: null });
    expect(await sessionOf(laptop)).toEqual({ user: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u!.id))).toHaveLength(0);
  });

  it('a session records when it was last seen (at most every 10 minutes); an expired session is no session', async () => {
    const address = email('eski');
    const b = newBrowser();
    await login(b, address, { name: 'Eski Oturum' });
    const [u] = await t.db.select().from(users).where(eq(users.email, address));
    const seen = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, u!.id)))[0]!.lastSeenAt.getTime();

    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '5 minutes'` })
      .where(eq(sessions.userId, u!.id));
    const fiveAgo = await seen();
    await sessionOf(b);
    expect(await seen()).toBe(fiveAgo);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '20 minutes'` })
      .where(eq(sessions.userId, u!.id));
    await sessionOf(b);
    expect(await seen()).toBeGreaterThan(Date.now() - 60_000);

    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, u!.id));
    expect(await sessionOf(b)).toEqual({ user: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u!.id))).toHaveLength(0);
  });

  it('admins need the second factor: enrol with an authenticator, codes are not replayable', async () => {
    const address = email('yonetici');
    const { created, user: admin } = await makeAdmin(t.db, address.toUpperCase(), 'Yönetici Kişi');
    expect(created).toBe(true);
    expect(admin).toMatchObject({ email: address, role: 'admin', isVerified: true, name: 'Yönetici Kişi' });
    expect((await makeAdmin(t.db, address)).created).toBe(false);
    const [made] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.made_admin'), eq(auditLog.targetId, String(admin.id))));
    expect(made).toMatchObject({ actorLabel: 'cli', targetType: 'user' });

    // Not logged in: 401. A plain user: 403 without the second-factor flag.
    expect((await newBrowser().call(overviewFn, 'GET', '/api/admin/overview')).status).toBe(401);
    const plain = newBrowser();
    await login(plain, email('sade'), { name: 'Sade Kullanıcı' });
    const denied = await plain.call(overviewFn, 'GET', '/api/admin/overview');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Bu işlem için yetkiniz yok.' });
    expect((await plain.call(totpFn, 'GET', '/api/auth/totp')).status).toBe(403);

    const b = newBrowser();
    const loggedIn = await login(b, address);
    expect(await loggedIn.json()).toMatchObject({ user: { role: 'admin' }, secondFactorRequired: true });
    expect(await sessionOf(b)).toMatchObject({ user: { role: 'admin' }, secondFactorRequired: true, totpEnabled: false });

    const blocked = await b.call(overviewFn, 'GET', '/api/admin/overview');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ message: 'İki adımlı doğrulama gerekli.', secondFactorRequired: true });

    // Enrolment: the secret, its otpauth URI and a QR code; a reload shows the same secret.
    const setup = (await (await b.call(totpFn, 'GET', '/api/auth/totp')).json()) as {
      enabled: boolean;
      secret: string;
      secretGroups: string;
      uri: string;
      qrSvg: string;
    };
    expect(setup.enabled).toBe(false);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Adana%20Rehberi:/);
    expect(setup.uri).toContain('issuer=Adana%20Rehberi');
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(setup.secretGroups.replace(/ /g, '')).toBe(setup.secret);
    const again = (await (await b.call(totpFn, 'GET', '/api/auth/totp')).json()) as { secret: string };
    expect(again.secret).toBe(setup.secret);
    const [stored] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(stored!.totpSecret).not.toContain(setup.secret); // sealed
    expect(stored!.totpEnabledAt).toBeNull();

    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const now = app.generate();
    const wrongCode = String((Number(now) + 500_000) % 1_000_000).padStart(6, '0');

    const bad = await b.call(totpFn, 'POST', '/api/auth/totp/enable', { code: wrongCode });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { code: string } }).errors.code).toMatch(/^Kod hatalı/);

    const enabled = await b.call(totpFn, 'POST', '/api/auth/totp/enable', { code: now });
    expect(enabled.status, await enabled.clone().text()).toBe(200);
    expect(await sessionOf(b)).toMatchObject({ secondFactorRequired: false, totpEnabled: true });
    expect((await b.call(totpFn, 'GET', '/api/auth/totp')).status).toBe(200);
    expect(await (await b.call(totpFn, 'GET', '/api/auth/totp')).json()).toEqual({ enabled: true });

    const overview = await b.call(overviewFn, 'GET', '/api/admin/overview');
    expect(overview.status).toBe(200);
    const data = (await overview.json()) as {
      users: Record<string, number>;
      businesses: Record<string, number>;
      outbox: Record<string, number>;
      audit: { action: string; actorLabel: string; createdAt: string }[];
    };
    expect(data.users.admin).toBeGreaterThanOrEqual(1);
    expect(data.users.user).toBeGreaterThanOrEqual(1);
    expect(data.businesses).toEqual({ email_pending: 0, pending: 0, approved: 0, rejected: 0 });
    expect(data.outbox.sent).toBeGreaterThan(0);
    expect(data.audit.length).toBeLessThanOrEqual(20);
    expect(data.audit.map((e) => e.action)).toEqual(expect.arrayContaining(['totp.enrolled', 'totp.failed', 'user.made_admin']));

    // A new session must pass the second factor again; the code already used is refused.
    const second = newBrowser();
    await login(second, address);
    expect((await second.call(overviewFn, 'GET', '/api/admin/overview')).status).toBe(403);
    const replay = await second.call(totpFn, 'POST', '/api/auth/totp/verify', { code: now });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { errors: { code: string } }).errors.code).toBe(
      'Bu kod az önce kullanıldı. Uygulamada yeni kodun çıkmasını bekleyin.',
    );
    expect((await second.call(overviewFn, 'GET', '/api/admin/overview')).status).toBe(403);

    const next = app.generate({ timestamp: Date.now() + 30_000 });
    const passed = await second.call(totpFn, 'POST', '/api/auth/totp/verify', { code: next });
    expect(passed.status, await passed.clone().text()).toBe(200);
    expect((await second.call(overviewFn, 'GET', '/api/admin/overview')).status).toBe(200);

    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'totp.failed'), eq(auditLog.actorUserId, admin.id)));
    expect(failures.map((f) => (f.details as { reason: string }).reason).sort()).toEqual(['replayed_code', 'wrong_code']);

    // ≤ 5 attempts per 10 minutes per admin (4 used so far).
    expect((await second.call(totpFn, 'POST', '/api/auth/totp/verify', { code: wrongCode })).status).toBe(400);
    const limited = await second.call(totpFn, 'POST', '/api/auth/totp/verify', { code: wrongCode });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();

    // The link sends an admin to /admin.
    await second.call(logoutFn, 'POST', '/api/auth/logout');
    const mail = await requestCode(second, { email: address });
    expect((await second.call(linkFn, 'GET', linkOf(mail))).headers.get('location')).toBe('/admin');
  });

  it('an SMTP outage delays the login mail but loses none', async () => {
    const address = email('kesinti');
    const b = newBrowser();
    await smtp.stop();
    try {
      const res = await b.call(usersFn, 'POST', '/api/users', { name: 'Kesinti Deneme', email: address });
      expect(res.status).toBe(202);
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, kind: 'login_code' });
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(row!.lastError).toBeTruthy();
    } finally {
      await smtp.start();
    }
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.to, address));
    expect(mailOutboxConfig.schedule).toBe('* * * * *');
    const run = await (mailOutboxFn as unknown as Fn)(
      new Request('http://localhost/.netlify/functions/mail-outbox', { method: 'POST', body: '{}' }),
      {
        params: {},
        requestId: 'test',
        ip: '127.0.0.1',
      },
    );
    expect(run.status).toBeLessThan(300);
    const mail = await smtp.waitForMessage((m) => m.to === address);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const ok = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: address, code: codeOf(mail) });
    expect(ok.status).toBe(200);
  });

  it('bad input gets a Turkish 4xx, never a 500', async () => {
    const b = newBrowser();
    const wrongType = await b.call(usersFn, 'POST', '/api/users', undefined, {
      raw: 'email=a@b.co',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { message: string }).message).toContain('JSON');

    const broken = await b.call(usersFn, 'POST', '/api/users', undefined, { raw: '{"email": ' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'İstek gövdesi geçerli bir JSON değil.' });

    const missing = await b.call(usersFn, 'POST', '/api/users', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'Lütfen işaretli alanları düzeltin.',
      errors: { email: 'Geçerli bir e-posta adresi girin' },
    });

    const signup = await b.call(usersFn, 'POST', '/api/users', { mode: 'signup', email: 'gecersiz', phone: '12345' });
    expect(signup.status).toBe(400);
    expect(((await signup.json()) as { errors: Record<string, string> }).errors).toEqual({
      email: 'Geçerli bir e-posta adresi girin',
      name: 'Ad soyad gereklidir',
      phone: 'Geçerli bir Türkiye telefon numarası girin',
    });

    for (const raw of ['null', '[]', '"metin"', '42']) {
      const res = await b.call(usersFn, 'POST', '/api/users', undefined, { raw });
      expect(res.status, raw).toBe(400);
    }
    const weird = await b.call(usersFn, 'POST', '/api/users', { email: { $ne: '' }, name: ['x'], phone: 5, mode: 'admin' });
    expect(weird.status).toBe(400);

    const code = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: email('yok'), code: '12ab' });
    expect(code.status).toBe(400);
    expect(((await code.json()) as { errors: Record<string, string> }).errors.code).toBe('E-postadaki 6 haneli kodu girin');
    const noRow = await b.call(verifyFn, 'POST', '/api/auth/verify', { email: email('yok'), code: '123456' });
    expect(noRow.status).toBe(400);

    const get = await b.call(usersFn, 'GET', '/api/users');
    expect(get.status).toBe(405);
    expect((await b.call(totpFn, 'POST', '/api/auth/totp', { code: '123456' })).status).toBe(405);
    expect((await b.call(logoutFn, 'GET', '/api/auth/logout')).status).toBe(405);

    // Cross-site requests are refused before anything happens.
    const before = smtp.messages.length;
    const crossSite = await b.call(
      usersFn,
      'POST',
      '/api/users',
      { name: 'Saldırgan', email: email('capraz') },
      { headers: { origin: 'https://kotu.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: 'Bu istek başka bir siteden geldiği için reddedildi.' });
    const sameSite = await b.call(
      usersFn,
      'POST',
      '/api/users',
      { name: 'Kendi Sitemiz', email: email('ayni') },
      { headers: { origin: BASE, 'sec-fetch-site': 'same-origin' } },
    );
    expect(sameSite.status).toBe(202);
    await smtp.waitForMessage((m) => m.to === email('ayni'));
    expect(smtp.messages.slice(before).some((m) => m.to === email('capraz'))).toBe(false);

    // Garbage cookies are no session.
    b.cookies.set('ar_session', 'bozuk%ZZ');
    expect(await sessionOf(b)).toEqual({ user: null });
    expect((await b.call(overviewFn, 'GET', '/api/admin/overview')).status).toBe(401);
  });
});

describe('cookies', () => {
  it('are Secure when the site is served over https', async () => {
    const { sessionCookie, loginCookie, clearSessionCookie } = await import('#api/session.ts');
    const before = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = 'https://adanarehberi.example';
    resetConfig();
    try {
      expect(sessionCookie('x'.repeat(43))).toBe(`ar_session=${'x'.repeat(43)}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`);
      expect(loginCookie('y'.repeat(43))).toMatch(/^ar_login=y{43}; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax; Secure$/);
      expect(clearSessionCookie()).toMatch(
        /^ar_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure$/,
      );
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
      resetConfig();
    }
  });
});
