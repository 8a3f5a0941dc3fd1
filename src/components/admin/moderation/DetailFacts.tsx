/**
 * Everything submitted about a business as label/value pairs: status, category ('Kategori seçilmeli' while an
 * import could not decide one), district, address, description, contact, price, open, featured, who sent it
 * (an imported row names its import instead of a contact person), Google ids and the dates. Empty values read '—'.
 */
import type { ReactNode } from 'react';
import { formatDateTime } from '#lib/format.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { badgeClass, cardClass, cx, linkClass } from '#components/ui/classes.ts';
import { namedOf, type ModerationDetail, type Option } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

const d = copy.detail;
type Row = [string, ReactNode];

/** Who sent it: an imported row names its import (and who ran it), a form its contact person and source. */
function senderRows(b: ModerationDetail): Row[] {
  if (b.source !== 'form') {
    return [
      [
        d.importedBy,
        [copy.source[b.source] ?? b.source, b.submittedBy ? `${b.submittedBy.name || b.submittedBy.email} (${b.submittedBy.email})` : null]
          .filter(Boolean)
          .join(' · '),
      ],
    ];
  }
  return [
    [d.submitter, b.submitterName],
    [
      d.submitterEmail,
      b.submitterEmail
        ? `${b.submitterEmail} (${b.emailVerified || b.status !== 'email_pending' ? d.emailVerified : d.emailNotVerified})`
        : null,
    ],
    [d.source, b.source ? (copy.source[b.source] ?? b.source) : null],
  ];
}

function factRows(b: ModerationDetail, categories: Option[], districts: Option[]): Row[] {
  const categoryName =
    b.category === null ? (
      <span key="c" className={badgeClass('warning')}>
        {copy.toChoose.badge}
      </span>
    ) : (
      namedOf(b.category, categories).name
    );
  return [
    [
      d.status,
      <span key="s" className={badgeClass(b.status === 'approved' ? 'success' : b.status === 'rejected' ? 'danger' : 'warning')}>
        {copy.status[b.status] ?? b.status}
      </span>,
    ],
    [d.category, categoryName],
    [d.subcategory, b.subcategory],
    [d.district, namedOf(b.district, districts).name],
    [d.address, b.address],
    [
      d.description,
      b.description ? (
        <span key="desc" className="whitespace-pre-line">
          {b.description}
        </span>
      ) : null,
    ],
    [d.phone, b.phone ? formatTrPhone(b.phone) : null],
    [d.email, b.email],
    [d.whatsapp, b.whatsapp ? formatTrPhone(b.whatsapp) : null],
    [
      d.website,
      b.website ? (
        <a key="w" href={b.website} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
          {b.website}
        </a>
      ) : null,
    ],
    [d.priceRange, b.priceRange],
    [d.isOpen, b.isOpen === false ? d.tempClosed : d.open],
    [d.featured, b.isFeatured ? d.featuredYes : b.featuredRequested ? d.featuredAsked : d.featuredNo],
    ...senderRows(b),
    [d.google, [b.googleCid && `cid ${b.googleCid}`, b.googlePlaceId].filter(Boolean).join(' · ') || null],
    [d.submittedAt, b.submittedAt ? formatDateTime(b.submittedAt) : null],
    [d.approvedAt, b.approvedAt ? formatDateTime(b.approvedAt) : null],
    [d.rejectionReason, b.rejectionReason],
  ];
}

interface Props {
  business: ModerationDetail;
  categories: Option[];
  districts: Option[];
}

export default function DetailFacts({ business, categories, districts }: Props) {
  return (
    <section className={cx(cardClass, 'p-5')} aria-label={copy.title}>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-3">
        {factRows(business, categories, districts).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="mb-2 break-words text-ink sm:mb-0">{value || d.none}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
