/**
 * Cookie consent records (KVKK and the Authority's cookie guide; PD18): each choice the banner sends is
 * kept as evidence with its time and the version of the text shown. No IP address, no user agent: the
 * record is tied only to the random id the browser keeps with its choice.
 */
import type { Db } from '#db/client.ts';
import { consentRecords } from '#db/schema/index.ts';
import type { ConsentRequest } from '#lib/contract/statistics.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';

export const CONSENT_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 600 };

export async function recordConsent(db: Db, input: ConsentRequest & { ip: string }): Promise<void> {
  await enforce(db, rateKey('consent', 'ip', input.ip), CONSENT_RATE_LIMIT);
  await db.insert(consentRecords).values({
    consentId: input.consentId,
    action: input.action,
    // "Kabul et" is everything, "Reddet" nothing: the action decides, whatever the flags say.
    statistics: input.action === 'accept_all' || (input.action === 'custom' && input.statistics),
    marketing: input.action === 'accept_all' || (input.action === 'custom' && input.marketing),
    textVersion: input.textVersion,
  });
}
