/**
 * The admin screen once the gate is passed: a section menu and one section at a time, chosen by the
 * address (`/admin?bolum=basvurular`; plain `/admin` is the first section, the overview). From `lg` up the
 * menu is a column of real links (open in a new tab works; a plain click changes the address without
 * reloading, Back/Forward follow the address); below it, on phones and tablets, it is one select, so the
 * page stays one column with nothing to pan sideways. Beside each item: what waits in its queues
 * (GET /api/admin/counts, asked again after every successful action of any section).
 */
import { useEffect, useId, type MouseEvent } from 'react';
import { onApiWrite } from '#lib/api-client.ts';
import type { QueueCounts } from '#lib/contract/admin.ts';
import { formatNumber } from '#lib/format.ts';
import { cx, selectClass } from '#components/ui/classes.ts';
import { currentSearch, navigateTo, serverSearch, subscribeUrl } from '#components/search/url-store.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import { $adminCounts, refreshAdminCounts } from './admin-counts.ts';
import { ADMIN_SECTIONS, type AdminSection, type SectionContext } from './admin-sections.tsx';
import { useClientSnapshot, useHydratedStore } from '#stores/use-hydrated-store.ts';

const PARAM = 'bolum';

/** The section the address names; the first one when it names none (or one this person may not use). */
function sectionOf(search: string | null, sections: readonly AdminSection[]): AdminSection {
  const slug = new URLSearchParams(search ?? '').get(PARAM);
  return sections.find((s) => s.slug === slug) ?? sections[0]!;
}

function sectionHref(section: AdminSection): string {
  return section === ADMIN_SECTIONS[0] ? '/admin' : `/admin?${PARAM}=${section.slug}`;
}

const countOf = (section: AdminSection, counts: QueueCounts | null): number | null =>
  counts && section.count ? section.count(counts) : null;

export default function AdminShell(ctx: SectionContext) {
  // A moderator sees only the sections a moderator may use (decision 035); the API refuses the rest anyway.
  const sections = ADMIN_SECTIONS.filter((s) => ctx.role === 'admin' || !s.adminOnly);
  const id = useId();
  const search = useClientSnapshot(subscribeUrl, currentSearch, serverSearch);
  const counts = useHydratedStore($adminCounts, null);
  const active = sectionOf(search, sections);

  useEffect(() => {
    refreshAdminCounts();
  }, [active.slug]);
  useEffect(() => onApiWrite((url) => url.startsWith('/api/') && refreshAdminCounts()), []);

  const go = (ev: MouseEvent<HTMLAnchorElement>, section: AdminSection) => {
    // A new tab or window keeps the browser's own behaviour.
    if (ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    ev.preventDefault();
    navigateTo(sectionHref(section), 'push');
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="lg:hidden">
        <label htmlFor={`${id}-section`} className="mb-1.5 block text-sm font-semibold text-ink">
          {copy.sections.select}
        </label>
        <select
          id={`${id}-section`}
          value={active.slug}
          onChange={(ev) => {
            const next = sections.find((s) => s.slug === ev.target.value);
            if (next) navigateTo(sectionHref(next), 'push');
          }}
          className={cx(selectClass, 'w-full')}
        >
          {sections.map((section) => {
            const n = countOf(section, counts);
            return (
              <option key={section.slug} value={section.slug}>
                {n ? `${section.label} (${formatNumber(n)})` : section.label}
              </option>
            );
          })}
        </select>
      </div>
      <nav aria-label={copy.sections.label} className="hidden lg:block">
        <ul className="flex flex-col gap-1">
          {sections.map((section) => {
            const current = section === active;
            const n = countOf(section, counts);
            return (
              <li key={section.slug}>
                <a
                  href={sectionHref(section)}
                  aria-current={current ? 'page' : undefined}
                  onClick={(ev) => go(ev, section)}
                  className={cx(
                    'flex min-h-11 items-center justify-between gap-2 rounded-control px-3 py-2 text-sm font-semibold transition-colors',
                    current ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink',
                  )}
                >
                  <span>{section.label}</span>
                  {n ? (
                    <span
                      className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white tabular-nums"
                      data-menu-count={section.slug}
                    >
                      {formatNumber(n)}
                      <span className="sr-only"> {copy.sections.waiting}</span>
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        <div key={active.slug}>{active.render(ctx)}</div>
      </div>
    </div>
  );
}
