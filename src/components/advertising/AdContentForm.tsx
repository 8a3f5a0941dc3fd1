/**
 * 'Reklam içeriği': the ad's title, description, image (through the upload pipeline), features, phone,
 * link, social accounts (above the basic package), the advertiser's business, start and end dates, the
 * enterprise package's extras and the admins' notes, saved with 'İçeriği kaydet'.
 */
import type { AdminAdRequest } from '#lib/contract/advertising.ts';
import { buttonClass, cardClass, cx, inputClass, textareaClass } from '#components/ui/classes.ts';
import type { Content } from './ad-content.ts';
import { AdField } from './AdField.tsx';
import { AdBusinessPicker, type PickedBusiness } from './AdBusinessPicker.tsx';

export interface Dates {
  start: string;
  end: string;
}

interface Props {
  ad: AdminAdRequest;
  content: Content;
  set: <K extends keyof Content>(k: K, v: Content[K]) => void;
  business: PickedBusiness | null;
  onBusiness: (b: PickedBusiness | null) => void;
  dates: Dates;
  onDates: (update: (d: Dates) => Dates) => void;
  notes: string;
  onNotes: (notes: string) => void;
  errors: Record<string, string>;
  busy: boolean;
  onImage: (file: File | undefined) => void;
  onSave: () => void;
}

export function AdContentForm({
  ad,
  content,
  set,
  business,
  onBusiness,
  dates,
  onDates,
  notes,
  onNotes,
  errors,
  busy,
  onImage,
  onSave,
}: Props) {
  const id = (name: string) => `ad-${ad.id}-${name}`;
  return (
    <section className={cx(cardClass, 'space-y-4 p-5')} aria-labelledby={id('content')}>
      <h3 id={id('content')} className="font-semibold text-ink">
        Reklam içeriği
      </h3>
      <AdField id={id('ctitle')} label="Başlık" error={errors['adContent.title']}>
        <input id={id('ctitle')} value={content.title} onChange={(e) => set('title', e.target.value)} className={inputClass} />
      </AdField>
      <AdField id={id('cdesc')} label="Açıklama" error={errors['adContent.description']}>
        <textarea
          id={id('cdesc')}
          rows={3}
          value={content.description}
          onChange={(e) => set('description', e.target.value)}
          className={textareaClass}
        />
      </AdField>
      <AdField id={id('cimage')} label="Görsel (JPEG, PNG veya WebP)" error={errors['adContent.image'] ?? errors.image}>
        <input
          id={id('cimage')}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => onImage(e.target.files?.[0])}
          className="block text-sm"
        />
      </AdField>
      <AdField id={id('cfeat')} label="Özellikler (her satıra bir tane)">
        <textarea
          id={id('cfeat')}
          rows={3}
          value={content.features}
          onChange={(e) => set('features', e.target.value)}
          className={textareaClass}
        />
      </AdField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdField id={id('cphone')} label="Reklamdaki telefon">
          <input id={id('cphone')} value={content.phone} onChange={(e) => set('phone', e.target.value)} className={inputClass} />
        </AdField>
        <AdField id={id('clink')} label="Bağlantı" error={errors['adContent.link']}>
          <input
            id={id('clink')}
            value={content.link}
            onChange={(e) => set('link', e.target.value)}
            placeholder="https://… veya /business/12"
            className={inputClass}
          />
        </AdField>
        {ad.packageType !== 'basic' && (
          <AdField id={id('cig')} label="Instagram">
            <input id={id('cig')} value={content.instagram} onChange={(e) => set('instagram', e.target.value)} className={inputClass} />
          </AdField>
        )}
        {ad.packageType !== 'basic' && (
          <AdField id={id('cfb')} label="Facebook">
            <input id={id('cfb')} value={content.facebook} onChange={(e) => set('facebook', e.target.value)} className={inputClass} />
          </AdField>
        )}
        <div className="sm:col-span-2">
          <AdField id={id('biz')} label="Sponsorlu kartın işletmesi (kategori sayfasında)" error={errors.businessId}>
            <AdBusinessPicker id={id('biz')} value={business} onChange={onBusiness} />
          </AdField>
        </div>
        <AdField id={id('start')} label="Başlangıç tarihi" error={errors.startDate}>
          <input
            id={id('start')}
            type="date"
            value={dates.start}
            onChange={(e) => onDates((d) => ({ ...d, start: e.target.value }))}
            className={inputClass}
          />
        </AdField>
        <AdField id={id('end')} label="Bitiş tarihi" error={errors.endDate}>
          <input
            id={id('end')}
            type="date"
            value={dates.end}
            onChange={(e) => onDates((d) => ({ ...d, end: e.target.value }))}
            className={inputClass}
          />
        </AdField>
      </div>
      <AdField id={id('notes')} label="Yönetici notları (herkese kapalı)">
        <textarea id={id('notes')} rows={3} value={notes} onChange={(e) => onNotes(e.target.value)} className={textareaClass} />
      </AdField>
      <button type="button" disabled={busy} onClick={onSave} className={buttonClass({ variant: 'primary' })}>
        İçeriği kaydet
      </button>
    </section>
  );
}
