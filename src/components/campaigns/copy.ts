/** The words of campaigns and announcements (decision 031), shared by the public pages and the dashboard. */
import { formatDate } from '#lib/format.ts';

/** `1 Aralık 2026 – 7 Aralık 2026`, or one day. Days are `YYYY-MM-DD` (Istanbul). */
export function campaignPeriod(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

export const CAMPAIGN_COPY = {
  sectionTitle: 'Kampanyalar ve duyurular',
  listTitle: 'Kampanyalar',
  listLead: 'Adana’daki işletmelerin şu an geçerli kampanyaları ve duyuruları. Her biri yayından önce ekibimizce kontrol edilir.',
  empty: 'Şu anda geçerli bir kampanya ya da duyuru yok.',
  emptyHint: 'İşletme sahipleri Temel veya Premium planla panelden kampanya ekleyebilir.',
  valid: 'Geçerlilik',
  seeBusiness: 'İşletmeye git',
} as const;
