/**
 * The admin screen once the gate is passed: a section menu and one section at a time, chosen by the
 * address (`/admin?bolum=genel-bakis`; plain `/admin` is the first section). The menu's links are real
 * links (open in a new tab works); a plain click changes the address without reloading the page, and
 * Back/Forward follow the address. "Tüm oturumlardan çıkış yap" is under every section.
 */
import { type MouseEvent } from 'react';
import { cx } from '#components/ui/classes.ts';
import { currentSearch, navigateTo, serverSearch, subscribeUrl } from '#components/search/url-store.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import { ADMIN_SECTIONS, type AdminSection, type SectionContext } from './admin-sections.tsx';
import LogoutAll from './LogoutAll.tsx';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';

const PARAM = 'bolum';

/** The section the address names; the first one when it names none (or one that does not exist). */
function sectionOf(search: string | null): AdminSection {
  const slug = new URLSearchParams(search ?? '').get(PARAM);
  return ADMIN_SECTIONS.find((s) => s.slug === slug) ?? ADMIN_SECTIONS[0]!;
}

function hrefOf(section: AdminSection): string {
  return section === ADMIN_SECTIONS[0] ? '/admin' : `/admin?${PARAM}=${section.slug}`;
}

export default function AdminShell(ctx: SectionContext) {
  const search = useClientSnapshot(subscribeUrl, currentSearch, serverSearch);
  const active = sectionOf(search);

  const go = (ev: MouseEvent<HTMLAnchorElement>, section: AdminSection) => {
    // A new tab or window keeps the browser's own behaviour.
    if (ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    ev.preventDefault();
    navigateTo(hrefOf(section), 'push');
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <nav aria-label={copy.sections.label}>
        <ul className="flex gap-1 overflow-x-auto border-b border-line pb-2 lg:flex-col lg:border-b-0 lg:pb-0">
          {ADMIN_SECTIONS.map((section) => {
            const current = section === active;
            return (
              <li key={section.slug} className="shrink-0">
                <a
                  href={hrefOf(section)}
                  aria-current={current ? 'page' : undefined}
                  onClick={(ev) => go(ev, section)}
                  className={cx(
                    'flex min-h-11 items-center rounded-control px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                    current ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink',
                  )}
                >
                  {section.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 space-y-10">
        <div key={active.slug}>{active.render(ctx)}</div>
        <LogoutAll />
      </div>
    </div>
  );
}
