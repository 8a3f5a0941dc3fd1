/**
 * "Dikkat bekleyenler" at the top of 'Genel bakış' (the owner dashboard's home): unanswered messages, reviews without a
 * reply, visitors' suggestions, changes waiting for the admins, and a paid plan ending within 14 days, each
 * with the tab that handles it. Nothing waiting: says so.
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { OwnerMessage } from '#lib/contract/messages.ts';
import { PLAN_LABELS } from '#lib/contract/owners.ts';
import type { OwnerReviewItem } from '#lib/contract/reviews.ts';
import { formatDate } from '#lib/format.ts';
import { planCapabilities } from '#lib/plan-capabilities.ts';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import type { TabProps } from './types.ts';

const EXPIRY_WARNING_DAYS = 14;

interface Item {
  key: string;
  text: string;
  action?: { label: string; onClick: () => void };
}

export default function Attention({ record, suggestions, changes, showTab, openPanel }: TabProps) {
  const businessId = record.businessId;
  const hasMessages = planCapabilities(record.subscriptionPlan).messages;
  const [reviews, setReviews] = useState<number | null>(null);
  const [messages, setMessages] = useState<number | null>(null);
  const [now] = useState(() => Date.now());
  useEffect(() => {
    void apiAnswer<OwnerReviewItem[]>('/api/owner/reviews?unanswered=1').then(
      (r) => r.ok && setReviews(r.body.filter((x) => x.businessId === businessId).length),
    );
    if (hasMessages)
      void apiAnswer<OwnerMessage[]>('/api/owner/messages').then(
        (r) => r.ok && setMessages(r.body.filter((m) => m.businessId === businessId && m.status === 'open').length),
      );
  }, [businessId, hasMessages]);

  const items: Item[] = [];
  if (messages)
    items.push({
      key: 'messages',
      text: `${messages} yanıtlanmamış mesaj`,
      action: { label: 'Mesajlara git', onClick: () => showTab('messages') },
    });
  if (reviews)
    items.push({
      key: 'reviews',
      text: `${reviews} yanıt bekleyen değerlendirme`,
      action: { label: 'Yanıtla', onClick: () => showTab('reviews') },
    });
  const pendingSuggestions = suggestions.filter((s) => s.status === 'pending');
  if (pendingSuggestions.length)
    items.push({
      key: 'suggestions',
      text: `${pendingSuggestions.length} ziyaretçi önerisi`,
      action: { label: 'İncele', onClick: () => openPanel({ kind: 'edit', suggestionId: pendingSuggestions[0]!.id }) },
    });
  const pendingChanges = changes.filter((c) => c.status === 'pending').length;
  if (pendingChanges) items.push({ key: 'changes', text: `${pendingChanges} değişikliğiniz ekibimizin onayını bekliyor` });
  const expires = record.subscriptionExpiresAt ? new Date(record.subscriptionExpiresAt) : null;
  if (record.subscriptionPlan !== 'free' && expires && expires.getTime() - now < EXPIRY_WARNING_DAYS * 86_400_000) {
    items.push({
      key: 'plan',
      text: `${PLAN_LABELS[record.subscriptionPlan]} planınız ${formatDate(expires)} tarihinde bitiyor`,
      action: { label: 'Yenile', onClick: () => showTab('subscription') },
    });
  }
  const loading = reviews === null || (hasMessages && messages === null);

  return (
    <section className={cx(cardClass, 'p-5')} aria-labelledby="od-attention" data-testid="attention">
      <h3 id="od-attention" className="text-lg font-bold text-ink">
        Dikkat bekleyenler
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-ink-muted">{loading ? 'Kontrol ediliyor…' : 'Şu an bekleyen bir şey yok.'}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((i) => (
            <li key={i.key} className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 last:border-0">
              <span className="text-ink">{i.text}</span>
              {i.action && (
                <button type="button" onClick={i.action.onClick} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                  {i.action.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
