/** The tab list (one row at every width) and the open tab's panel. */
import { cx } from '#components/ui/classes.ts';
import { TABS, type TabId } from './tabs.ts';
import type { TabProps } from './types.ts';

export function DashboardTabs({ tab, onTab, ...props }: { tab: TabId; onTab: (tab: TabId) => void } & TabProps) {
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  const Panel = current.Panel;
  return (
    <div>
      {/* One row at every width (it scrolls sideways before it would wrap); the line under it is a shadow the active tab's border covers. */}
      <div
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)] sm:gap-2"
        role="tablist"
        aria-label="Panel bölümleri"
      >
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`od-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`od-panel-${id}`}
            onClick={() => onTab(id)}
            className={cx(
              'shrink-0 border-b-2 px-2.5 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base',
              tab === id ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`od-panel-${tab}`} aria-labelledby={`od-tab-${tab}`} className="pt-6">
        <Panel {...props} />
      </div>
    </div>
  );
}
