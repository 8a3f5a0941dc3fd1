/**
 * Messages to a business (decision 022; a paid-plan capability, #lib/plan-capabilities.ts):
 *   POST /api/businesses/{id}/messages {name, email, message, website2?}  → 202 MessageSent (a confirmation link
 *        goes to `email`; the message reaches the owner only after it is opened). 404 unknown business; 403 the
 *        business's plan has no messages; 400 field errors; 429 over the limits (per address and per e-mail).
 *   POST /api/messages/confirm {token}                                    → MessageConfirmed (the link's page posts it)
 *   GET  /api/owner/messages                                              → OwnerMessage[] (the caller's businesses only)
 *   POST /api/owner/messages/{id}/reply {reply}                           → 201 OwnerMessage (the answer is e-mailed
 *        to the sender through the outbox; the owner never sees the address). Another business's message: 404.
 * Browser-safe: the jitless zod of #lib/zod.ts only.
 */
import { z } from '#lib/zod.ts';
import { emailField } from '#lib/auth-schema.ts';

export const MESSAGE_LIMITS = { nameMin: 2, nameMax: 80, bodyMin: 10, bodyMax: 2000, replyMin: 2, replyMax: 2000 } as const;
/** The honeypot of the message form: people never see it, bots fill it. */
export const MESSAGE_HONEYPOT = 'website2';

export const messageMessages = {
  nameMin: `Adınız en az ${MESSAGE_LIMITS.nameMin} karakter olmalıdır`,
  nameMax: `Adınız en fazla ${MESSAGE_LIMITS.nameMax} karakter olabilir`,
  bodyMin: `Mesajınız en az ${MESSAGE_LIMITS.bodyMin} karakter olmalıdır`,
  bodyMax: `Mesajınız en fazla ${MESSAGE_LIMITS.bodyMax} karakter olabilir`,
  replyMin: `Yanıt en az ${MESSAGE_LIMITS.replyMin} karakter olmalıdır`,
  replyMax: `Yanıt en fazla ${MESSAGE_LIMITS.replyMax} karakter olabilir`,
  token: 'Onay bağlantısı geçersiz.',
  object: 'İstek gövdesi bir nesne olmalıdır.',
} as const;

const text = (min: number, max: number, minMsg: string, maxMsg: string) =>
  z.string({ error: minMsg }).trim().min(min, minMsg).max(max, maxMsg);

export const messageInputSchema = z.object(
  {
    name: text(MESSAGE_LIMITS.nameMin, MESSAGE_LIMITS.nameMax, messageMessages.nameMin, messageMessages.nameMax),
    email: emailField,
    message: text(MESSAGE_LIMITS.bodyMin, MESSAGE_LIMITS.bodyMax, messageMessages.bodyMin, messageMessages.bodyMax),
    [MESSAGE_HONEYPOT]: z.string().max(500).optional(),
  },
  { error: messageMessages.object },
);
export type MessageInput = z.input<typeof messageInputSchema>;

export const messageConfirmSchema = z.object(
  { token: z.string({ error: messageMessages.token }).trim().min(20, messageMessages.token).max(200, messageMessages.token) },
  { error: messageMessages.object },
);

export const messageReplySchema = z.object(
  { reply: text(MESSAGE_LIMITS.replyMin, MESSAGE_LIMITS.replyMax, messageMessages.replyMin, messageMessages.replyMax) },
  { error: messageMessages.object },
);

export interface MessageSent {
  message: string;
}

export interface MessageConfirmed {
  message: string;
  state: 'confirmed' | 'already';
  business: { id: number; name: string };
}

export interface OwnerMessageReply {
  id: number;
  body: string;
  createdAt: string;
}

/** A message as its business's owner sees it: the sender's name, never their e-mail address. */
export interface OwnerMessage {
  id: number;
  businessId: number;
  businessName: string;
  senderName: string;
  body: string;
  status: 'open' | 'answered';
  createdAt: string;
  replies: OwnerMessageReply[];
}
