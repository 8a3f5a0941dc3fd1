/**
 * The public add-business form's backend, on every driver, with real Requests routed by the functions' own
 * config.path, a real SMTP server and real images: photo upload (checked by content, resized, served),
 * submission (defaults, one transaction, verification mail), e-mail verification, and the abuse cases
 * (honeypot, rate limits, scripts in text, oversized and wrongly typed bodies, cross-site posts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  awayFromWindowEdge,
  BASE,
  databaseFor,
  localUploadsFor,
  mailServerFor,
  makeAdminSession,
  makeUser,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { jpegBytes, newIp, photoForm, pngBytes, sha256Hex, submission, verifyLinkOf } from '#tests/helpers/business-flow.ts';
import { auditLog, businesses, emailOutbox, uploads, verifications } from '#db/schema/index.ts';
import { imageSources } from '#lib/images.ts';
import { defaultOpeningHours } from '#lib/business-input.ts';
import { SUBMISSION_MESSAGE, submissionLimits, verifyMessages } from '#features/listings/submission.ts';
import { matchRoute } from '#server/functions.ts';
import cleanupFn, { config as cleanupConfig } from '../../functions/uploads-cleanup.ts';
import { uploadLimits } from '../../functions/uploads.ts';

const FUNCTIONS = ['businesses', 'businesses-by-id', 'uploads', 'uploads-file', 'verify-email'];

const smtp = mailServerFor();
const uploadsDir = localUploadsFor();
const fns = routedFunctions(FUNCTIONS);
const { call } = fns;

describe('routing', () => {
  it('sends every path to its function', () => {
    const fn = (p: string, m = 'GET') => matchRoute(fns.routes, p, m)?.route.fn.name;
    expect(fn('/api/businesses', 'POST')).toBe('businesses');
    expect(fn('/api/uploads', 'POST')).toBe('uploads');
    expect(fn('/api/verify-email', 'POST')).toBe('verify-email');
    expect(fn('/uploads/photos/abc.webp')).toBe('uploads-file');
    expect(fn('/api/businesses/12')).toBe('businesses-by-id');
    expect(cleanupConfig.schedule).toBeTruthy();
  });
});

describe.each(testDrivers())('business submission on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  const businessCount = async () => Number((await t.db.select({ n: count() }).from(businesses))[0]!.n);
  const outboxCount = async () => Number((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n);

  async function upload(bytes: Uint8Array, name: string, type: string, ip = newIp()) {
    return call('POST', '/api/uploads', { form: photoForm(bytes, name, type), ip });
  }

  async function submitAndMail(body: Record<string, unknown>, opts: { ip?: string; cookie?: string } = {}) {
    const res = await call('POST', '/api/businesses', { body, ip: opts.ip ?? newIp(), ...(opts.cookie ? { cookie: opts.cookie } : {}) });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as {
      requiresVerification: boolean;
      message: string;
      business: { id: number; name: string; category: string };
    };
    const mail = await smtp.waitForMessage((m) => m.to === body.email); // every submission() has its own address
    return { answer, mail };
  }

  it('a submission is stored email_pending with the spec defaults and mails a 24-hour link', async () => {
    const { user, cookie } = await makeUser(t.db);
    const body = submission({ featuredRequested: true, hours: undefined, phone: '+90 (532) 111 22 33' });
    const { answer, mail } = await submitAndMail(body, { cookie });
    expect(answer).toEqual({
      requiresVerification: true,
      message: SUBMISSION_MESSAGE,
      business: { id: expect.any(Number), name: body.name, category: 'Restoranlar', categorySlug: 'restoranlar' },
    });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, answer.business.id));
    expect(row).toMatchObject({
      status: 'email_pending',
      emailVerified: false,
      source: 'form',
      rating: '0.0',
      reviewCount: 0,
      images: [],
      features: [],
      hours: defaultOpeningHours(),
      isOpen: true,
      isFeatured: false, // PD8: asking is not granting
      featuredRequested: true,
      phone: '+905321112233',
      website: 'https://www.ornek-kebap.com',
      submitterName: 'Ayşe Yılmaz',
      submitterEmail: body.email,
      submittedByUserId: user.id,
      approvedAt: null,
    });
    expect(row!.searchKey).toContain('deneme kebap salonu');

    const { url, token } = verifyLinkOf(mail.text);
    expect(url.startsWith(`${BASE}/verify-email?token=`)).toBe(true);
    expect(mail.subject).toBe('İşletme kaydınızı doğrulayın');
    // The address is not verified yet: no text the submitter typed goes to it.
    for (const typed of [body.name, body.submitterName]) {
      expect(mail.text).not.toContain(String(typed));
      expect(mail.html).not.toContain(String(typed));
    }
    expect(mail.text).toContain('24 saat');
    const [v] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.target, `business:${answer.business.id}`));
    expect(v).toMatchObject({ purpose: 'business_email', tokenHash: sha256Hex(token), usedAt: null, codeHash: null });
    expect(JSON.stringify(v)).not.toContain(token);
    const hours = (v!.expiresAt.getTime() - v!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('the link verifies once: email_pending → pending, the admins are told; opened again it says where the listing stands; unknown and expired links are refused', async () => {
    const admin = await makeAdminSession(t.db);
    const body = submission();
    const { answer, mail } = await submitAndMail(body);
    const { token } = verifyLinkOf(mail.text);

    const ok = await call('POST', '/api/verify-email', { body: { token }, ip: newIp() });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await ok.json()).toEqual({
      message: verifyMessages.ok,
      business: { id: answer.business.id, name: body.name },
      state: 'verified',
      review: 'pending',
    });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, answer.business.id));
    expect(row).toMatchObject({ status: 'pending', emailVerified: true });
    const adminMail = await smtp.waitForMessage((m) => m.to === admin.user.email && m.text.includes(String(body.name)));
    expect(adminMail.subject).toContain('İncelemeyi bekleyen');

    // Opened again (decision 018): confirmed already, in review; nothing changes and nobody is mailed again.
    const outboxBefore = (await t.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const again = await call('POST', '/api/verify-email', { body: { token }, ip: newIp() });
    expect(again.status).toBe(200);
    const expectedAgain = {
      message: verifyMessages.already.pending,
      business: { id: answer.business.id, name: body.name },
      state: 'already',
      review: 'pending',
    };
    expect(await again.json()).toEqual(expectedAgain);
    expect((await t.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(outboxBefore);
    // Later it follows the listing: published, or not.
    await t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, answer.business.id));
    const published = await call('POST', '/api/verify-email', { body: { token }, ip: newIp() });
    expect(await published.json()).toEqual({ ...expectedAgain, message: verifyMessages.already.approved, review: 'approved' });
    await t.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, answer.business.id));
    const declined = await call('POST', '/api/verify-email', { body: { token }, ip: newIp() });
    expect(await declined.json()).toEqual({ ...expectedAgain, message: verifyMessages.already.rejected, review: 'rejected' });
    // A used link whose listing is gone has nothing to show: 410 as before.
    await t.db.delete(businesses).where(eq(businesses.id, answer.business.id));
    const gone = await call('POST', '/api/verify-email', { body: { token }, ip: newIp() });
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ message: verifyMessages.used });

    const unknown = await call('POST', '/api/verify-email', { body: { token: 'x'.repeat(43) }, ip: newIp() });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: verifyMessages.invalid });
    const malformed = await call('POST', '/api/verify-email', { body: { token: 42 }, ip: newIp() });
    expect(malformed.status).toBe(400);

    const late = await submitAndMail(submission());
    await t.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.target, `business:${late.answer.business.id}`));
    const expired = await call('POST', '/api/verify-email', { body: { token: verifyLinkOf(late.mail.text).token }, ip: newIp() });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: verifyMessages.expired });
    const [still] = await t.db.select({ status: businesses.status }).from(businesses).where(eq(businesses.id, late.answer.business.id));
    expect(still!.status).toBe('email_pending');
  });

  it('keeps the Google identifiers of a pre-filled form; the same Google business twice is 409, even at once', async () => {
    const cid = '12345678901234567890';
    const placeId = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
    const { answer } = await submitAndMail(
      submission({ name: 'Google Kebap Evi', email: 'google-kebap@ornek.test', googleCid: cid, googlePlaceId: placeId }),
    );
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, answer.business.id));
    expect(row).toMatchObject({ googleCid: cid, googlePlaceId: placeId, source: 'form', status: 'email_pending' });

    const before = await businessCount();
    const again = await call('POST', '/api/businesses', {
      body: submission({ name: 'Google Kebap Evi 2', email: 'baska@ornek.test', googleCid: cid }),
      ip: newIp(),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('Bu işletme rehberde zaten kayıtlı (aynı Google işletmesi).');
    // Two at once with a new cid: exactly one is stored, the other is 409 (never 500).
    const both = await Promise.all(
      ['Aynı Anda 1', 'Aynı Anda 2'].map((name, i) =>
        call('POST', '/api/businesses', {
          body: submission({ name, email: `ayni-anda-${i}@ornek.test`, googleCid: '98765432109876543210' }),
          ip: newIp(),
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await businessCount()).toBe(before + 1);

    const bad = await call('POST', '/api/businesses', { body: submission({ googleCid: '0x12ab' }), ip: newIp() });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.googleCid).toMatch(/Google/);
  });

  it('a filled honeypot looks like success and stores nothing', async () => {
    const [before, mails] = [await businessCount(), await outboxCount()];
    const res = await call('POST', '/api/businesses', { body: submission({ website2: 'http://spam.example' }), ip: newIp() });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { requiresVerification: boolean; message: string; business: { id: number } };
    expect(answer).toMatchObject({ requiresVerification: true, message: SUBMISSION_MESSAGE, business: { id: expect.any(Number) } });
    expect(await businessCount()).toBe(before);
    expect(await outboxCount()).toBe(mails);
  });

  it('invalid fields: 400 with a Turkish message per field, nothing stored', async () => {
    const before = await businessCount();
    const res = await call('POST', '/api/businesses', {
      body: {
        name: ' ',
        category: '',
        district: 'yok',
        address: '',
        email: 'e-posta-degil',
        submitterName: '',
        phone: '+44 20 7946 0958',
        website: 'javascript:alert(1)',
        priceRange: 'Bedava',
        latitude: 41.0,
        longitude: 29.0,
        hours: { mon: [['25:00', '18:00']] },
      },
      ip: newIp(),
    });
    expect(res.status).toBe(400);
    const { message, errors } = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(message).toBe('Lütfen işaretli alanları düzeltin.');
    expect(errors).toMatchObject({
      name: 'İşletme adı gereklidir',
      category: 'Lütfen bir kategori seçin',
      address: 'Adres gereklidir',
      email: 'Geçerli bir e-posta adresi girin',
      submitterName: 'İletişim kişisi gereklidir',
      phone: expect.stringContaining('Türkiye telefon numarası'),
      website: expect.stringContaining('Web sitesi'),
      priceRange: expect.stringContaining('Fiyat aralığı'),
      latitude: expect.stringContaining('Enlem'),
      longitude: expect.stringContaining('Boylam'),
      'hours.mon': expect.stringContaining('SS:DD'),
    });
    const oneCoordinate = await call('POST', '/api/businesses', { body: submission({ latitude: 37.0 }), ip: newIp() });
    expect((await oneCoordinate.json()).errors).toEqual({ longitude: 'Konum için enlem ve boylamın ikisi birden girilmelidir' });
    const unknownDistrict = await call('POST', '/api/businesses', { body: submission({ district: 'kadikoy' }), ip: newIp() });
    expect(unknownDistrict.status).toBe(400);
    expect((await unknownDistrict.json()).errors).toEqual({ district: 'Lütfen bir ilçe seçin' });
    expect(await businessCount()).toBe(before);
  });

  it('scripts in text fields are stored as text and never reach the mail, raw or escaped', async () => {
    const name = `<script>alert("x")</script> Kebap ${Date.now()}`;
    const description = '<img src=x onerror=alert(1)> & "tırnak"';
    const { answer, mail } = await submitAndMail(submission({ name, description, submitterName: '<b>Ali</b>' }));
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, answer.business.id));
    expect(row).toMatchObject({ name, description, submitterName: '<b>Ali</b>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ali</b>');
    expect(mail.html).not.toContain('script');
  });

  it('bidi overrides and zero-width characters are dropped from names; letters are composed (NFC)', async () => {
    const name = `Kebapc\u0327ı\u200b ${Date.now()}`;
    const { answer } = await submitAndMail(submission({ name: `\u202e${name}\u202c`, submitterName: '\u2066Ali\u2069 Veli\ufeff' }));
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, answer.business.id));
    expect(row).toMatchObject({ name: name.replace('c\u0327', 'ç').replace('\u200b', ''), submitterName: 'Ali Veli' });
  });

  it('an oversized body is 413, a wrong content type 415, a cross-site post 403; nothing stored', async () => {
    const before = await businessCount();
    const big = await call('POST', '/api/businesses', { body: submission({ description: 'a'.repeat(70 * 1024) }), ip: newIp() });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'İstek gövdesi çok büyük.' });
    const form = await call('POST', '/api/businesses', { raw: 'name=x', contentType: 'application/x-www-form-urlencoded', ip: newIp() });
    expect(form.status).toBe(415);
    const notJson = await call('POST', '/api/businesses', { raw: '{"name": ', contentType: 'application/json', ip: newIp() });
    expect(notJson.status).toBe(400);
    const array = await call('POST', '/api/businesses', { body: [1, 2], ip: newIp() });
    expect(array.status).toBe(400);
    const cross = await call('POST', '/api/businesses', {
      body: submission(),
      ip: newIp(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(await businessCount()).toBe(before);
  });

  it('rate limits: per e-mail address and per IP address', async () => {
    await awayFromWindowEdge(submissionLimits.submitPerIp.windowSeconds);
    const email = `cok${Date.now()}@ornek.test`;
    for (let i = 0; i < submissionLimits.submitPerEmail.limit; i++) {
      const res = await call('POST', '/api/businesses', { body: submission({ email }), ip: newIp() });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const byEmail = await call('POST', '/api/businesses', { body: submission({ email }), ip: newIp() });
    expect(byEmail.status).toBe(429);
    expect(byEmail.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await byEmail.json()) as { message: string }).message).toMatch(/^Çok fazla deneme yaptınız/);

    const ip = newIp();
    for (let i = 0; i < submissionLimits.submitPerIp.limit; i++) {
      // Invalid and honeypot posts count too (a bot probing the form).
      const res = await call('POST', '/api/businesses', { body: i % 2 ? submission({ website2: 'x' }) : { name: '' }, ip });
      expect(res.status).toBe(i % 2 ? 201 : 400);
    }
    const byIp = await call('POST', '/api/businesses', { body: submission(), ip });
    expect(byIp.status).toBe(429);
  });

  it('verification attempts are rate limited per IP', async () => {
    await awayFromWindowEdge(submissionLimits.verifyPerIp.windowSeconds);
    const ip = newIp();
    for (let i = 0; i < submissionLimits.verifyPerIp.limit; i++) {
      expect((await call('POST', '/api/verify-email', { body: { token: `y${i}`.padEnd(43, 'y') }, ip })).status).toBe(400);
    }
    expect((await call('POST', '/api/verify-email', { body: { token: 'z'.repeat(43) }, ip })).status).toBe(429);
  });

  describe('photos', () => {
    it('a JPEG is turned upright, resized to 1600 and 480 px WebP without EXIF, stored and served', async () => {
      const res = await upload(await jpegBytes(), 'kebap.jpg', 'image/jpeg');
      expect(res.status, await res.clone().text()).toBe(201);
      const photo = (await res.json()) as { key: string; url: string; thumbUrl: string; width: number; height: number };
      expect(photo.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(photo).toMatchObject({
        url: `/uploads/photos/${photo.key}.webp`,
        thumbUrl: `/uploads/photos/${photo.key}-480.webp`,
        width: 1200,
        height: 1600,
      });

      const served = await call('GET', photo.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('gizli-konum-bilgisi'))).toBe(false);
      const thumb = await sharp(Buffer.from(await (await call('GET', photo.thumbUrl)).arrayBuffer())).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 360, height: 480 });

      // The sized variants srcset names (src/lib/images.ts, decision 017): as wide as they say, WebP and AVIF.
      for (const candidate of imageSources(photo.url).sources[0]!.srcset.split(', ').concat(imageSources(photo.url).srcset.split(', '))) {
        const [url, w] = candidate.split(' ') as [string, string];
        const file = await call('GET', url);
        expect(file.status, url).toBe(200);
        const format = url.endsWith('.avif') ? 'heif' : 'webp';
        expect(file.headers.get('content-type'), url).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
        const m = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(m, url).toMatchObject({ format, width: Math.min(Number.parseInt(w, 10), 1200) });
      }
      // A photo stored before the variants existed: a variant it lacks leads to its main file.
      await fs.rm(path.join(uploadsDir.dir, 'photos', `${photo.key}-640.avif`));
      const older = await call('GET', `/uploads/photos/${photo.key}-640.avif`);
      expect(older.status).toBe(307);
      expect(older.headers.get('location')).toBe(photo.url);
      expect((await call('GET', `/uploads/photos/${'b'.repeat(24)}-640.avif`)).status).toBe(404);

      const [row] = await t.db.select().from(uploads).where(eq(uploads.key, photo.key));
      expect(row).toMatchObject({
        kind: 'business_photo',
        contentType: 'image/webp',
        isPrivate: false,
        businessId: null,
        originalName: 'kebap.jpg',
      });
    });

    it('a PNG sent as application/octet-stream is accepted by its content; small images are not enlarged', async () => {
      const res = await upload(await pngBytes(640, 400), 'logo.bin', 'application/octet-stream');
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ width: 640, height: 400 });
    });

    it('files that are not images are refused whatever their name and type say', async () => {
      const text = await upload(Buffer.from('bu bir metin dosyasıdır, fotoğraf değil\n'.repeat(20)), 'foto.jpg', 'image/jpeg');
      expect(text.status).toBe(415);
      expect(await text.json()).toEqual({
        message: 'Yalnızca JPEG, PNG veya WebP biçiminde fotoğraf yükleyebilirsiniz.',
        errors: { file: 'Yalnızca JPEG, PNG veya WebP biçiminde fotoğraf yükleyebilirsiniz.' },
      });
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      expect((await upload(gif, 'anim.png', 'image/png')).status).toBe(415);
      const truncated = (await jpegBytes(800, 600)).subarray(0, 300);
      expect([400, 415]).toContain((await upload(truncated, 'yarim.jpg', 'image/jpeg')).status);
      expect((await call('POST', '/api/uploads', { body: { file: 'x' }, ip: newIp() })).status).toBe(415);
      const empty = new FormData();
      empty.set('title', 'dosya yok');
      const none = await call('POST', '/api/uploads', { form: empty, ip: newIp() });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ message: 'Lütfen bir fotoğraf dosyası seçin.' });
      expect(Number((await t.db.select({ n: count() }).from(uploads).where(eq(uploads.originalName, 'foto.jpg')))[0]!.n)).toBe(0);
    });

    it('a file over 10 MB is 413', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 100, 7);
      const res = await upload(big, 'buyuk.jpg', 'image/jpeg');
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe('Fotoğraf en fazla 10 MB olabilir.');
    });

    it('uploads are rate limited per IP; a cross-site upload is refused', async () => {
      await awayFromWindowEdge(uploadLimits.perIp.windowSeconds);
      const ip = newIp();
      const empty = new FormData();
      empty.set('title', 'dosya yok');
      for (let i = 0; i < uploadLimits.perIp.limit; i++) {
        expect((await call('POST', '/api/uploads', { form: empty, ip })).status).toBe(400);
      }
      const limited = await call('POST', '/api/uploads', { form: photoForm(await pngBytes(20, 20), 'a.png', 'image/png'), ip });
      expect(limited.status).toBe(429);
      const cross = await call('POST', '/api/uploads', {
        form: photoForm(await pngBytes(20, 20), 'a.png', 'image/png'),
        headers: { origin: 'https://evil.example' },
      });
      expect(cross.status).toBe(403);
    });

    it('only public photo paths are served; traversal and other folders are 404', async () => {
      await fs.mkdir(path.join(uploadsDir.dir, 'private'), { recursive: true });
      await fs.writeFile(path.join(uploadsDir.dir, 'private', 'belge.pdf'), 'gizli');
      for (const p of [
        '/uploads/private/belge.pdf',
        '/uploads/photos/../private/belge.pdf',
        '/uploads/photos/%2e%2e/private/belge.pdf',
        '/uploads/photos/' + 'a'.repeat(24) + '.webp',
      ]) {
        const res = await call('GET', p);
        expect(res.status, p).toBe(404);
      }
    });

    it('the submission uses the photos in order (first = main image) and attaches them; a key cannot be used twice', async () => {
      const a = (await (await upload(await pngBytes(300, 200), '1.png', 'image/png')).json()) as { key: string; url: string };
      const b = (await (await upload(await jpegBytes(900, 600), '2.jpg', 'image/jpeg')).json()) as { key: string; url: string };
      const { answer } = await submitAndMail(submission({ photos: [b.key, a.key] }));
      const [row] = await t.db.select({ images: businesses.images }).from(businesses).where(eq(businesses.id, answer.business.id));
      expect(row!.images).toEqual([b.url, a.url]);
      const attached = await t.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.businessId, answer.business.id));
      expect(attached.map((r) => r.key).sort()).toEqual([a.key, b.key].sort());

      const before = await businessCount();
      const reuse = await call('POST', '/api/businesses', { body: submission({ photos: [a.key] }), ip: newIp() });
      expect(reuse.status).toBe(400);
      expect((await reuse.json()).errors).toEqual({ photos: 'Fotoğraf bulunamadı; lütfen yeniden yükleyin' });
      const nine = await call('POST', '/api/businesses', {
        body: submission({ photos: Array.from({ length: 9 }, (_, i) => `k${i}`.padEnd(24, 'k')) }),
        ip: newIp(),
      });
      expect((await nine.json()).errors).toMatchObject({ photos: 'En fazla 8 fotoğraf eklenebilir' });
      expect(await businessCount()).toBe(before);
    });

    it('photos never attached within 24 hours are deleted by the scheduled cleanup', async () => {
      const stale = (await (await upload(await pngBytes(50, 50), 'eski.png', 'image/png')).json()) as {
        key: string;
        url: string;
        thumbUrl: string;
      };
      const fresh = (await (await upload(await pngBytes(50, 50), 'yeni.png', 'image/png')).json()) as { key: string };
      await t.db
        .update(uploads)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(uploads.key, stale.key));
      const res = await cleanupFn();
      expect(res.status).toBe(204);
      expect(await t.db.select().from(uploads).where(eq(uploads.key, stale.key))).toEqual([]);
      expect(await t.db.select().from(uploads).where(eq(uploads.key, fresh.key))).toHaveLength(1);
      expect((await call('GET', stale.url)).status).toBe(404);
      expect((await call('GET', stale.thumbUrl)).status).toBe(404);
      // Attached photos stay, however old.
      const attached = await t.db
        .select({ key: uploads.key })
        .from(uploads)
        .where(sql`${uploads.businessId} IS NOT NULL`);
      expect(attached.length).toBeGreaterThan(0);
    });
  });

  it('a failure inside the transaction leaves nothing half-written (no business, no mail, photos free)', async () => {
    const photo = (await (await upload(await pngBytes(120, 80), 'x.png', 'image/png')).json()) as { key: string };
    // Make the verification insert fail: its (purpose, target) is taken for the id the next business gets.
    const result = (await t.db.execute(
      sql`SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END AS id FROM businesses_id_seq`,
    )) as unknown as { rows: { id: string | number }[] };
    const [next] = result.rows;
    await t.db.insert(verifications).values({
      purpose: 'business_email',
      target: `business:${Number(next!.id)}`,
      tokenHash: sha256Hex(`taken-${Date.now()}`),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const [before, mails, audits] = [
      await businessCount(),
      await outboxCount(),
      Number((await t.db.select({ n: count() }).from(auditLog))[0]!.n),
    ];
    const res = await call('POST', '/api/businesses', { body: submission({ photos: [photo.key] }), ip: newIp() });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Beklenmeyen bir hata oluştu. Lütfen biraz sonra tekrar deneyin.' });
    expect(await businessCount()).toBe(before);
    expect(await outboxCount()).toBe(mails);
    expect(Number((await t.db.select({ n: count() }).from(auditLog))[0]!.n)).toBe(audits);
    const [u] = await t.db
      .select({ businessId: uploads.businessId })
      .from(uploads)
      .where(and(eq(uploads.key, photo.key)));
    expect(u!.businessId).toBeNull();
  });
});
