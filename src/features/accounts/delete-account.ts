/**
 * "Hesabımı sil" (KVKK m. 7 and 11): a member deletes their own account. In one
 * transaction, from the row as it is (locked): the confirmation mail is queued to the address before it
 * goes; sessions, favourites, helpful votes, pending or rejected reviews and open login codes are deleted;
 * published reviews stay, anonymised ("Bir ziyaretçi": the name is emptied, the account row keeps no e-mail
 * address, phone or avatar of the person). Business owners and admins are refused with what to do instead
 * (an owner's listing, documents and payments need the team: the ownership is ended first).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businessOwners, favorites, reviews, reviewVotes, sessions, users, verifications } from '#db/schema/index.ts';
import { renderMail } from '#lib/mail-templates.ts';
import { audit } from '#platform/audit.ts';
import { badRequest, conflict, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';

export const deleteAccountSchema = z.object(
  {
    email: z
      .string({ error: 'Onay için e-posta adresinizi yazın.' })
      .trim()
      .min(3, 'Onay için e-posta adresinizi yazın.')
      .max(254, 'Onay için e-posta adresinizi yazın.'),
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);

/** The address a deleted account keeps (unique, unusable: .invalid never resolves). */
export const deletedEmail = (id: number) => `silindi-${id}@hesap.invalid`;

export async function deleteOwnAccount(db: Db, userId: number, confirmEmail: string): Promise<{ message: string }> {
  const mailId = await db.transaction(async (t) => {
    const [u] = await t.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!u || u.email === deletedEmail(u.id)) throw notFound('Hesap bulunamadı.');
    if (confirmEmail.toLowerCase() !== u.email.toLowerCase())
      throw badRequest('Onay için hesabınızın e-posta adresini aynen yazın.', { email: 'Hesabınızın e-posta adresini aynen yazın.' });
    if (u.role === 'admin' || u.role === 'moderator')
      throw conflict('Yönetici hesapları buradan silinemez; başka bir yöneticiden rolünüzü kaldırmasını isteyin.');
    const owned = await t
      .select({ id: businessOwners.id })
      .from(businessOwners)
      .where(and(eq(businessOwners.userId, userId), ne(businessOwners.status, 'rejected')))
      .limit(1);
    if (owned.length)
      throw conflict(
        'İşletme sahibi hesapları buradan silinemez: işletmenizin kaydı, belgeleriniz ve ödemeleriniz için önce ekibimize yazın (iletisim@adanarehberi.com.tr); sahiplik sona erince hesabınızı silebilirsiniz.',
      );

    const mail = renderMail({
      subject: 'Hesabınız silindi',
      title: 'Hesabınız silindi',
      paragraphs: [
        `Merhaba ${u.name},`,
        'İsteğiniz üzerine Adana Rehberi hesabınız silindi: adınız, e-posta adresiniz, telefonunuz, oturumlarınız ve favorileriniz kaldırıldı. Yayımlanmış değerlendirmeleriniz adınız olmadan (“Bir ziyaretçi”) kalır; onay bekleyenler silindi.',
        'Bu isteği siz yapmadıysanız bu e-postayı yanıtlayın ya da iletisim@adanarehberi.com.tr adresine yazın.',
      ],
    });
    const id = await enqueueMail(t, { kind: 'account_deleted', to: u.email, ...mail });
    await t.delete(sessions).where(eq(sessions.userId, userId));
    await t.delete(favorites).where(eq(favorites.userId, userId));
    await t.delete(reviewVotes).where(eq(reviewVotes.userId, userId));
    await t.delete(reviews).where(and(eq(reviews.userId, userId), inArray(reviews.status, ['pending', 'rejected'])));
    await t.delete(verifications).where(eq(verifications.target, u.email));
    await t
      .update(users)
      .set({
        name: '',
        email: deletedEmail(u.id),
        phone: null,
        avatar: null,
        isVerified: false,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        lastLoginAt: null,
      })
      .where(eq(users.id, userId));
    await audit(t, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'user.deleted_self',
      targetType: 'user',
      targetId: userId,
      details: {},
    });
    return id;
  });
  await deliverNow(db, [mailId]);
  return { message: 'Hesabınız silindi. Onay e-postası adresinize gönderildi.' };
}
