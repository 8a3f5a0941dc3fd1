/**
 * The owner's form for a new campaign or announcement (CampaignForm.tsx): what is typed, POST /api/owner/campaigns,
 * and the server's field errors with the summary focused; after a success the form starts again, empty.
 */
import { useRef, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { CampaignKind, OwnerCampaign } from '#lib/contract/campaigns.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { notify } from '#components/toast/notify.ts';

export const FIELD_LABELS = { kind: 'Tür', title: 'Başlık', text: 'Metin', startDate: 'Başlangıç', endDate: 'Bitiş' } as const;
export type FieldName = keyof typeof FIELD_LABELS;

/** The Istanbul calendar day `n` days from now (`YYYY-MM-DD`). */
export const dayPlus = (n: number) => istanbulDateKey(new Date(Date.now() + n * 86_400_000));

export function useCampaignForm(businessId: number, onCreated: (c: OwnerCampaign) => void) {
  const empty = { kind: 'kampanya' as CampaignKind, title: '', text: '', startDate: dayPlus(0), endDate: dayPlus(6) };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const set = (k: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async () => {
    setSending(true);
    setErrors({});
    setMessage(null);
    try {
      const res = await apiAnswer<OwnerCampaign>('/api/owner/campaigns', { method: 'POST', body: { businessId, ...values } });
      if (!res.ok) {
        setErrors((res.body.errors ?? {}) as Partial<Record<FieldName, string>>);
        setMessage(res.body.message ?? 'Kampanya gönderilemedi.');
        requestAnimationFrame(() => summary.current?.focus());
        return;
      }
      onCreated(res.body);
      setValues(empty);
      notify({ title: 'Kampanya gönderildi', description: 'Onaylandığında size e-postayla haber vereceğiz.' });
    } catch {
      setMessage('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.');
    } finally {
      setSending(false);
    }
  };

  /** The error summary's lines, in the order the server sent them, each pointing at its field. */
  const summaryItems = (Object.keys(errors) as FieldName[])
    .filter((k) => k in FIELD_LABELS && errors[k])
    .map((k) => ({ target: `cf-${k}`, label: FIELD_LABELS[k], message: errors[k]! }));

  return { values, set, errors, message, sending, summary, summaryItems, submit };
}
