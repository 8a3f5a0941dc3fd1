/**
 * The sections of the admin screen, in menu order; the first is where /admin opens (the overview). Adding a
 * section is one entry here: its `?bolum=` slug, its menu label, what it shows and, when it has queues,
 * the count shown beside its menu item (from GET /api/admin/counts).
 */
import type { ReactNode } from 'react';
import type { QueueCounts } from '#lib/contract/admin.ts';
import type { UserRole } from '#lib/contract/session.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import Moderation from './Moderation.tsx';
import { MODERATION_COPY } from './moderation-copy.ts';
import type { Option } from './moderation-api.ts';
import Overview from './Overview.tsx';
import AccountSection from './AccountSection.tsx';
import AuditLog from './AuditLog.tsx';
import AdsAdmin from '#components/advertising/AdsAdmin.tsx';
import ReviewModeration from '#components/reviews/ReviewModeration.tsx';
import AdminLeads, { LEADS_COPY } from '#components/leads/AdminLeads.tsx';
import OwnersAdmin from '#components/owners/OwnersAdmin.tsx';
import PharmacyDutiesAdmin from '#components/pharmacies/PharmacyDutiesAdmin.tsx';
import CampaignsAdmin from '#components/campaigns/CampaignsAdmin.tsx';

/** What every section may use: the site's categories and districts, and the way back to the gate. */
export interface SectionContext {
  categories: Option[];
  districts: Option[];
  /** A call answered 401/403: the session or its second factor is gone. */
  onGateLost: () => void;
  /** Who is working: a moderator sees only the moderation sections and no plan setting (decision 035). */
  role: UserRole;
}

export interface AdminSection {
  slug: string;
  label: string;
  render: (ctx: SectionContext) => ReactNode;
  /** What waits for this section (shown beside its menu item); absent: no count. */
  count?: (c: QueueCounts) => number;
  /** Only an admin uses it (prices, plans, ads, payments, people, imports); hidden from a moderator. */
  adminOnly?: true;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: 'genel-bakis', label: ADMIN_COPY.sections.overview, render: (ctx) => <Overview onGateLost={ctx.onGateLost} /> },
  { slug: 'basvurular', label: MODERATION_COPY.title, render: (ctx) => <Moderation {...ctx} />, count: (c) => c.businesses.count },
  {
    slug: 'degerlendirmeler',
    label: 'Değerlendirmeler',
    render: (ctx) => <ReviewModeration onGateLost={ctx.onGateLost} />,
    count: (c) => c.reviews.count + c.reports.count,
  },
  {
    slug: 'isletme-sahipleri',
    label: 'İşletme sahipleri',
    render: (ctx) => <OwnersAdmin onGateLost={ctx.onGateLost} canSetPlans={ctx.role === 'admin'} />,
    count: (c) => c.owners.count + c.changes.count + c.suggestions.count + c.plans.count,
  },
  {
    slug: 'reklamlar',
    label: 'Reklamlar',
    render: (ctx) => <AdsAdmin onGateLost={ctx.onGateLost} />,
    count: (c) => c.ads.count,
    adminOnly: true,
  },
  {
    slug: 'kampanyalar',
    label: 'Kampanyalar',
    render: (ctx) => <CampaignsAdmin onGateLost={ctx.onGateLost} />,
    count: (c) => c.campaigns.count,
  },
  { slug: 'potansiyel-musteriler', label: LEADS_COPY.title, render: (ctx) => <AdminLeads onGateLost={ctx.onGateLost} />, adminOnly: true },
  {
    slug: 'nobetci-eczaneler',
    label: 'Nöbetçi eczaneler',
    render: (ctx) => <PharmacyDutiesAdmin onGateLost={ctx.onGateLost} />,
    adminOnly: true,
  },
  { slug: 'kayit-defteri', label: 'Kayıt defteri', render: (ctx) => <AuditLog onGateLost={ctx.onGateLost} />, adminOnly: true },
  { slug: 'hesap', label: ADMIN_COPY.sections.account, render: () => <AccountSection /> },
];
