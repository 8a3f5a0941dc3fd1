/**
 * The login / sign-up form's schemas, shared by the island (instant feedback) and the functions
 * (the authority). Messages are Turkish and say how to fix the input.
 */
import { z } from '#lib/zod.ts';
import { normalizeTrPhone } from './phone.ts';
import { visibleText } from './turkish.ts';

export const authMessages = {
  email: 'Geçerli bir e-posta adresi girin',
  name: 'Ad soyad gereklidir',
  nameTooLong: 'Ad soyad en fazla 120 karakter olabilir',
  phone: 'Geçerli bir Türkiye telefon numarası girin',
  code: 'Kod hatalı veya süresi dolmuş.',
  codeFormat: 'E-postadaki 6 haneli kodu girin',
  totpFormat: 'Uygulamadaki 6 haneli kodu girin',
} as const;

/** E-mail: trimmed, lower-cased (ASCII rules), valid. */
export const emailField = z
  .string({ error: authMessages.email })
  .trim()
  .toLowerCase()
  .max(254, authMessages.email)
  .pipe(z.email({ error: authMessages.email }));

export const loginModes = ['login', 'signup'] as const;
export type LoginMode = (typeof loginModes)[number];

/**
 * POST /api/users: { mode?, name?, email, phone? }. Mode defaults to 'signup' when a name is given,
 * else 'login'. Name is required on sign-up; phone is optional and normalised to E.164 (+90…).
 */
export const loginRequestSchema = z
  .object(
    {
      // Checked in the transform, so every field's error is reported at once.
      mode: z.unknown().optional(),
      name: z.unknown().optional(),
      email: z.unknown().optional(),
      phone: z.unknown().optional(),
    },
    { error: 'İstek gövdesi bir nesne olmalıdır.' },
  )
  .transform((v, ctx) => {
    // Names are shown back (mails, the account menu): NFC, no invisible characters, one line.
    const text = (x: unknown) => {
      const clean = typeof x === 'string' ? visibleText(x).replace(/\s+/g, ' ').trim() : '';
      return clean === '' ? undefined : clean;
    };
    const name = text(v.name);
    let mode: LoginMode = name ? 'signup' : 'login';
    if (v.mode !== undefined && v.mode !== null && v.mode !== '') {
      if (v.mode === 'login' || v.mode === 'signup') mode = v.mode;
      else ctx.addIssue({ code: 'custom', path: ['mode'], message: 'İşlem türü "login" veya "signup" olmalıdır' });
    }
    const email = emailField.safeParse(v.email ?? '');
    if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: authMessages.email });
    let phone: string | undefined;
    if (mode === 'signup') {
      if (!name) ctx.addIssue({ code: 'custom', path: ['name'], message: authMessages.name });
      else if (name.length > 120) ctx.addIssue({ code: 'custom', path: ['name'], message: authMessages.nameTooLong });
      const rawPhone = v.phone === undefined || v.phone === null ? undefined : String(v.phone);
      if (rawPhone && rawPhone.trim() !== '') {
        const normalised = normalizeTrPhone(rawPhone);
        if (!normalised) ctx.addIssue({ code: 'custom', path: ['phone'], message: authMessages.phone });
        else phone = normalised;
      }
    }
    return { mode, email: email.success ? email.data : '', name: mode === 'signup' ? name : undefined, phone };
  });
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** Six digits; spaces and dashes people type are ignored ("123 456"). */
const sixDigits = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v), z.string({ error: message }).regex(/^\d{6}$/, message));

/** POST /api/auth/verify: { email, code }. */
export const verifyCodeSchema = z.object(
  {
    email: emailField,
    code: sixDigits(authMessages.codeFormat),
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);
export type VerifyCodeRequest = z.output<typeof verifyCodeSchema>;

/** POST /api/auth/totp/enable and /api/auth/totp/verify: { code }. */
export const totpCodeSchema = z.object({ code: sixDigits(authMessages.totpFormat) }, { error: 'İstek gövdesi bir nesne olmalıdır.' });

/** PATCH /api/auth/session {name}: the name chosen after an account was made from the e-mail alone (decision 027). */
export const renameSchema = z.object(
  {
    name: z
      .string({ error: authMessages.name })
      .transform((x) => visibleText(x).replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1, authMessages.name).max(120, authMessages.nameTooLong)),
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);
