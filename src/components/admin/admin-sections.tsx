/**
 * The sections of the admin screen, in menu order; the first is where /admin opens. Adding a section is one
 * line here: its `?bolum=` slug, its menu label and what it shows.
 */
import type { ReactNode } from 'react';
import { ADMIN_COPY } from './admin-copy.ts';
import Moderation from './Moderation.tsx';
import { MODERATION_COPY } from './moderation-copy.ts';
import type { Option } from './moderation-api.ts';
import Overview from './Overview.tsx';
import OwnersAdmin from '#components/owners/OwnersAdmin.tsx';

/** What every section may use: the site's categories and districts, and the way back to the gate. */
export interface SectionContext {
  categories: Option[];
  districts: Option[];
  /** A call answered 401/403: the session or its second factor is gone. */
  onGateLost: () => void;
}

export interface AdminSection {
  slug: string;
  label: string;
  render: (ctx: SectionContext) => ReactNode;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: 'basvurular', label: MODERATION_COPY.title, render: (ctx) => <Moderation {...ctx} /> },
  { slug: 'genel-bakis', label: ADMIN_COPY.sections.overview, render: (ctx) => <Overview onGateLost={ctx.onGateLost} /> },
  { slug: 'isletme-sahipleri', label: 'İşletme sahipleri', render: (ctx) => <OwnersAdmin onGateLost={ctx.onGateLost} /> },
];
