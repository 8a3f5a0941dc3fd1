/**
 * Recorded payments and their receipts (decision 028). No payment provider is reachable: money arrives
 * outside the site (bank transfer, the card terminal, cash) and the admin records it ("Ödeme alındı": amount,
 * method, reference, date) in the same transaction as the paid plan or the ad going live, so nothing paid
 * goes live without its record and no record exists for a step that lost a race. The receipt is mailed
 * through the outbox from that transaction; the owner sees their payments in the dashboard.
 * A provider integration would replace the admin's form by the provider's confirmed callback writing the
 * same row (README "Ödemeler").
 */
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { payments } from '#db/schema/index.ts';
import { PAYMENT_METHOD_LABELS, type OwnerPayment, type PaymentInput, type PaymentMethod } from '#lib/contract/owners.ts';
import { formatDate, formatMoney } from '#lib/format.ts';
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';
import { badRequest } from '#platform/errors.ts';
import { enqueueMail } from '#platform/mail.ts';

export interface PaymentFor {
  kind: 'plan' | 'ad';
  ownerId?: number | null;
  adRequestId?: number | null;
  userId?: number | null;
  email: string;
  /** Greeting name on the receipt. */
  name: string;
  description: string;
  recordedBy: number | null;
}

/** "AR-2026-000123": the receipt number shown in the mail and the dashboard. */
export function receiptNo(id: number, createdAt: Date | string): string {
  return `AR-${new Date(createdAt).getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** A payment date must be a real day, not in the future and not older than a year. */
export function checkPaidOn(paidOn: string, now = new Date()): void {
  const d = new Date(`${paidOn}T12:00:00+03:00`);
  const bad = Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== paidOn;
  if (bad || d.getTime() > now.getTime() + 86_400_000 || d.getTime() < now.getTime() - 366 * 86_400_000) {
    throw badRequest('Ödeme tarihi bugün ya da son bir yıl içinde bir gün olmalıdır.', {
      'payment.paidOn': 'Ödeme tarihi bugün ya da son bir yıl içinde bir gün olmalıdır.',
    });
  }
}

export function paymentReceiptMail(input: {
  name: string;
  receiptNo: string;
  description: string;
  amount: string;
  method: string;
  reference: string;
  paidOn: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Ödemeniz alındı: ${input.receiptNo}`,
    title: 'Ödemeniz alındı',
    preheader: `${input.description} için ${input.amount} ödemeniz kaydedildi.`,
    paragraphs: [
      `Merhaba ${input.name},`,
      `${input.description} için ödemeniz kaydedildi. Teşekkür ederiz.`,
      `Makbuz no: ${input.receiptNo}\nTutar: ${input.amount}\nÖdeme yöntemi: ${input.method}\nReferans: ${input.reference}\nÖdeme tarihi: ${input.paidOn}`,
      'Ödemelerinizin listesini yönetim panelinizin “Abonelik” sekmesinde görebilirsiniz. Bu e-posta bir bilgi makbuzudur; resmî fatura ayrıca düzenlenir.',
    ],
    action: { label: 'Yönetim panelini aç', url: input.url },
  });
}

/** Inserts the payment and queues its receipt, inside the caller's transaction; returns the outbox id. */
export async function recordPayment(t: DbOrTx, input: PaymentFor, payment: PaymentInput, url: string): Promise<number> {
  checkPaidOn(payment.paidOn);
  const [row] = await t
    .insert(payments)
    .values({
      kind: input.kind,
      ownerId: input.ownerId ?? null,
      adRequestId: input.adRequestId ?? null,
      userId: input.userId ?? null,
      email: input.email,
      description: input.description.slice(0, 200),
      amountKurus: Math.round(payment.amount * 100),
      method: payment.method,
      reference: payment.reference,
      paidOn: payment.paidOn,
      recordedBy: input.recordedBy,
      receiptSentAt: sql`now()`,
    })
    .returning();
  const mail = paymentReceiptMail({
    name: input.name,
    receiptNo: receiptNo(row!.id, row!.createdAt),
    description: input.description,
    amount: formatMoney(payment.amount),
    method: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference,
    paidOn: formatDate(`${payment.paidOn}T12:00:00+03:00`),
    url,
  });
  return enqueueMail(t as Db, { kind: 'payment_receipt', to: input.email, ...mail });
}

/** The payments of an account: its owner records' and those mailed to its (login-verified) address. */
export async function listPaymentsOf(db: Db, user: { id: number; email: string }): Promise<OwnerPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(or(eq(payments.userId, user.id), eq(sql`lower(${payments.email})`, user.email.toLowerCase())))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    receiptNo: receiptNo(r.id, r.createdAt),
    kind: r.kind as 'plan' | 'ad',
    description: r.description,
    amount: r.amountKurus / 100,
    method: PAYMENT_METHOD_LABELS[r.method as PaymentMethod] ?? r.method,
    reference: r.reference,
    paidOn: r.paidOn,
    createdAt: r.createdAt.toISOString(),
  }));
}
