/**
 * Audit entries told by name (the overview's latest ones, the "Kayıt defteri" section): when, who, what, and the
 * named thing with its link (an admin address opens in place). One column on a phone.
 */
import type { MouseEvent, ReactNode } from 'react';
import { formatDateTime } from '#lib/format.ts';
import type { AuditRow } from '#lib/contract/admin.ts';
import { cx, linkClass } from '#components/ui/classes.ts';
import { navigateTo } from '#components/search/url-store.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';

export function AdminLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const go = (ev: MouseEvent<HTMLAnchorElement>) => {
    if (!href.startsWith('/admin') || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    ev.preventDefault();
    navigateTo(href, 'push');
  };
  return (
    <a href={href} onClick={go} className={className}>
      {children}
    </a>
  );
}

export default function AuditRows({ rows }: { rows: AuditRow[] }) {
  const o = copy.overview;
  if (rows.length === 0) return <p className="mt-3 text-ink-muted">{o.auditEmpty}</p>;
  const cell = 'min-w-0 break-words';
  return (
    <ul className="mt-3 divide-y divide-line text-sm" aria-label={o.audit}>
      <li
        aria-hidden="true"
        className="hidden gap-4 pb-2 font-semibold text-ink-muted md:grid md:grid-cols-[9rem_10rem_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <span>{o.when}</span>
        <span>{o.who}</span>
        <span>{o.what}</span>
        <span>{o.target}</span>
      </li>
      {rows.map((e) => (
        <li key={e.id} className="grid gap-1 py-2 md:grid-cols-[9rem_10rem_minmax(0,1fr)_minmax(0,1fr)] md:gap-4" data-audit-row={e.id}>
          <span className={cx(cell, 'text-ink-muted tabular-nums')}>{formatDateTime(e.createdAt)}</span>
          <span className={cx(cell, 'text-ink')}>{e.actor}</span>
          <span className={cx(cell, 'font-semibold text-ink md:font-normal')}>
            {copy.actions[e.action] ?? e.action}
            {e.note && <span className="block text-ink-subtle">{e.note}</span>}
          </span>
          <span className={cx(cell, 'text-ink-muted')}>
            {e.targetName ? (
              e.targetHref ? (
                <AdminLink href={e.targetHref} className={linkClass}>
                  {e.targetName}
                </AdminLink>
              ) : (
                e.targetName
              )
            ) : e.targetType && e.targetId ? (
              copy.goneTarget(copy.targets[e.targetType] ?? e.targetType)
            ) : (
              '—'
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
