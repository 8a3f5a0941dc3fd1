import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/helpers/db.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';
import { emailOutbox } from '#db/schema/index.ts';
import { resetConfig } from './config.ts';
import { log, setLogLevel } from './log.ts';
import { backoffMinutes, deliverDueMail, enqueueMail, MAX_ATTEMPTS, sendMail } from './mail.ts';
import { escapeHtml, loginCodeMail, renderMail } from '#lib/mail-templates.ts';

describe('mail templates', () => {
  it('escapes every interpolated value and refuses non-http links', () => {
    const m = renderMail({
      title: 'Başlık <script>alert(1)</script>',
      paragraphs: ['Ayşe & "Ali" <b>kalın</b>'],
      action: { label: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' },
      footnote: "O'Neil <i>",
    });
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<img');
    expect(m.html).not.toContain('<b>kalın');
    expect(m.html).not.toContain('javascript:');
    expect(m.html).toContain('Başlık &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).toContain('Ayşe &amp; &quot;Ali&quot; &lt;b&gt;kalın&lt;/b&gt;');
    expect(m.html).toContain('O&#39;Neil &lt;i&gt;');
    expect(m.html).toContain('Adana Rehberi');
    expect(m.text).toContain('Ayşe & "Ali" <b>kalın</b>'); // plain text is not HTML
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('writes the login mail in Turkish with the code, the link, the validity and the "not you" note', () => {
    const m = loginCodeMail({ code: '042917', url: 'https://adana.example/api/auth/link?token=abc&x=1', name: 'Ayşe' });
    for (const body of [m.text, m.html]) {
      expect(body).toContain('Giriş kodunuz: 042917');
      expect(body).toContain('10 dakika geçerlidir');
      expect(body).toContain('Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz');
      expect(body).toContain('Merhaba Ayşe,');
    }
    expect(m.text).toContain('https://adana.example/api/auth/link?token=abc&x=1');
    expect(m.html).toContain('href="https://adana.example/api/auth/link?token=abc&amp;x=1"');
    expect(m.subject).toContain('042917');
  });

  it('backs off 1, 2, 4 … minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMinutes)).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });
});

const message = (to: string, subject = 'Deneme') => ({
  kind: 'test',
  to,
  subject,
  html: `<p>${escapeHtml(subject)}</p>`,
  text: `${subject}\n`,
});

describe.each(testDrivers())('mail outbox on %s', (driver) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    t = await createTestDatabase(driver);
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = 'Adana Rehberi <bildirim@adanarehberi.test>';
    resetConfig();
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.cleanup();
    delete process.env.SMTP_URL;
    resetConfig();
  });

  const row = async (id: number) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it('writes to the outbox first, then sends over SMTP and records the message id', async () => {
    const id = await sendMail(t.db, message('ayse@ornek.com', 'Hoş geldiniz — çğıöşü'));
    const mail = await smtp.waitForMessage((m) => m.to === 'ayse@ornek.com');
    expect(mail.subject).toBe('Hoş geldiniz — çğıöşü');
    expect(mail.from).toContain('bildirim@adanarehberi.test');
    expect(mail.text.trim()).toBe('Hoş geldiniz — çğıöşü');
    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(r.messageId).toBeTruthy();
    expect(r.sentAt).toBeInstanceOf(Date);
  });

  it('keeps mail during an SMTP outage and sends it when the server is back', async () => {
    await smtp.stop();
    try {
      const id = await sendMail(t.db, message('outage@ornek.com')); // never throws
      const r = await row(id);
      expect(r.status).toBe('pending');
      expect(r.attempts).toBe(1);
      expect(r.lastError).toBeTruthy();
      expect(r.lockedUntil).toBeNull();
      expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      // Not due yet: a scheduled run leaves it alone.
      expect(await deliverDueMail(t.db)).toMatchObject({ sent: 0, retried: 0 });
    } finally {
      await smtp.start();
    }
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.to, 'outage@ornek.com'));
    expect(await deliverDueMail(t.db)).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    await smtp.waitForMessage((m) => m.to === 'outage@ornek.com');
    const [r] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'outage@ornek.com'));
    expect(r).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts with the last error`, async () => {
    const id = await enqueueMail(t.db, message('never@ornek.com'));
    await t.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    await smtp.stop();
    try {
      expect(await deliverDueMail(t.db, { ids: [id] })).toMatchObject({ failed: 1 });
    } finally {
      await smtp.start();
    }
    const r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(r.lastError).toBeTruthy();
    expect(await deliverDueMail(t.db, { ids: [id] })).toMatchObject({ sent: 0 });
  });

  it('never sends a row twice when several senders run at once, and skips rows another sender holds', async () => {
    const before = smtp.messages.length;
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await enqueueMail(t.db, message(`toplu${i}@ornek.com`)));
    const held = await enqueueMail(t.db, message('held@ornek.com'));
    await t.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(emailOutbox.id, held));
    const results = await Promise.all([deliverDueMail(t.db), deliverDueMail(t.db), deliverDueMail(t.db)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
    const received = smtp.messages.slice(before).map((m) => m.to);
    expect(received.sort()).toEqual(ids.map((_, i) => `toplu${i}@ornek.com`).sort());
    expect((await row(held)).status).toBe('pending');
  });

  it('without SMTP_URL prints each link and code of a long mail in full (a long mail was once cut at ~1 KB)', async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    resetConfig();
    setLogLevel('info');
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const link = `https://adanarehberi.test/verify-email?token=${'x'.repeat(300)}`;
      const text = `${'Merhaba, bu uzun bir giriş paragrafı. '.repeat(40)}\nGiriş kodunuz: 482913\nBağlantı: ${link}\n`;
      await sendMail(t.db, { ...message('uzun@ornek.com', 'Uzun'), text });
      await new Promise((r) => setImmediate(r));
      const lines = written
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.find((l) => l.msg === 'mail link (no SMTP_URL)')?.link).toBe(link);
      expect(lines.find((l) => l.msg === 'mail code (no SMTP_URL)')?.code).toBe('482913');
    } finally {
      spy.mockRestore();
      setLogLevel('silent');
      process.env.SMTP_URL = url;
      resetConfig();
    }
  });

  it('without SMTP_URL keeps mail pending and prints it to the log', async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    resetConfig();
    const info = vi.spyOn(log, 'info');
    try {
      const id = await sendMail(t.db, message('local@ornek.com', 'Yerel geliştirme'));
      expect(info).toHaveBeenCalledWith(
        'mail (no SMTP_URL)',
        expect.objectContaining({ to: 'local@ornek.com', text: 'Yerel geliştirme\n' }),
      );
      expect(await deliverDueMail(t.db)).toMatchObject({ skipped: true, sent: 0 });
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      info.mockRestore();
      process.env.SMTP_URL = url;
      resetConfig();
    }
    // Once SMTP is configured, the scheduled run delivers what waited.
    expect((await deliverDueMail(t.db)).sent).toBeGreaterThanOrEqual(1);
    await smtp.waitForMessage((m) => m.to === 'local@ornek.com');
  });
});
