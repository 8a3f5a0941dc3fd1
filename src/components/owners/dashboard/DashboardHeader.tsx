/** The ownership's header (logo, name, status and plan badges, the quick actions of a live one) and its status banner. */
import { PLAN_LABELS, type OwnerRecord, type Plan } from '#lib/contract/owners.ts';
import { badgeClass, buttonClass, cardClass, cx, linkClass, type BadgeVariant } from '#components/ui/classes.ts';
import type { Panel } from './types.ts';

export const STATUS_BADGE: Record<string, [string, BadgeVariant]> = {
  approved: ['Onaylandı', 'success'],
  pending: ['Beklemede', 'warning'],
  email_pending: ['Beklemede', 'warning'],
  rejected: ['Reddedildi', 'danger'],
};
const PLAN_BADGE: Record<Plan, BadgeVariant> = { premium: 'highlight', basic: 'brand', free: 'neutral' };

export function DashboardHeader({ record, live, openPanel }: { record: OwnerRecord; live: boolean; openPanel: (panel: Panel) => void }) {
  const [statusLabel, statusVariant] = STATUS_BADGE[record.status] ?? ['Bilinmiyor', 'neutral'];
  const plan = record.subscriptionPlan;
  const logo = record.business?.images[0];
  return (
    <header className={cx(cardClass, 'flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6')}>
      {logo ? (
        <img src={logo} alt="" width={72} height={72} className="size-18 rounded-card object-cover" />
      ) : (
        <span
          className="flex size-18 items-center justify-center rounded-card bg-brand-50 text-2xl font-bold text-brand-700"
          aria-hidden="true"
        >
          {record.businessName.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="text-2xl font-bold break-words text-ink">{record.businessName}</h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <span className={badgeClass(statusVariant, 'px-3 py-1 text-sm')}>{statusLabel}</span>
          <span className={badgeClass(PLAN_BADGE[plan], 'px-3 py-1 text-sm')}>{PLAN_LABELS[plan]}</span>
        </div>
      </div>
      {live && (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => openPanel({ kind: 'edit' })} className={buttonClass({ size: 'sm' })}>
            Düzenle
          </button>
          <button type="button" onClick={() => openPanel({ kind: 'photos' })} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
            Fotoğraf ekle
          </button>
          <button
            type="button"
            onClick={() => openPanel({ kind: 'settings' })}
            className={buttonClass({ size: 'sm', variant: 'secondary' })}
          >
            Ayarlar
          </button>
        </div>
      )}
    </header>
  );
}

/** What an application waiting for the e-mail link, in review or rejected is told. */
export function StatusBanner({ record }: { record: OwnerRecord }) {
  if (record.status === 'email_pending') {
    return (
      <p className="rounded-card border border-warning-600/40 bg-warning-50 p-4 text-warning-700" role="status">
        Başvurunuzun incelemeye alınması için e-posta adresinize ({record.email}) gönderdiğimiz bağlantıyı açın. E-posta gelmediyse gereksiz
        (spam) klasörünü kontrol edin.
      </p>
    );
  }
  if (record.status === 'pending') {
    return (
      <p className="rounded-card border border-warning-600/40 bg-warning-50 p-4 text-warning-700" role="status">
        Başvurunuz inceleniyor ve 1–3 iş günü içinde sonuçlanacak. Sonucu e-postayla bildireceğiz.
      </p>
    );
  }
  if (record.status === 'rejected') {
    return (
      <div className="rounded-card border border-danger-600/40 bg-danger-50 p-4 text-danger-700" role="status">
        <p className="font-semibold">Başvurunuz reddedildi.</p>
        {record.rejectionReason && <p className="mt-1">Neden: {record.rejectionReason}</p>}
        <p className="mt-1">
          Eksikleri tamamlayıp{' '}
          <a href="/business-owner-register" className={linkClass}>
            yeniden başvurabilirsiniz
          </a>
          .
        </p>
      </div>
    );
  }
  return null;
}
