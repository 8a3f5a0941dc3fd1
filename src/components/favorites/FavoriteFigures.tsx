/** The three figures (total, categories, average rating) and where the favourites are kept (this browser, or the account). */
import { formatCount, formatRating } from '#lib/format.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { cardClass, cx, linkClass } from '#components/ui/classes.ts';
import { FAVORITES_PAGE_COPY as copy } from './copy.ts';
import type { FavoriteStats } from './favorite-stats.ts';

export function FavoriteFigures({ stats, signedIn, sessionKnown }: { stats: FavoriteStats; signedIn: boolean; sessionKnown: boolean }) {
  return (
    <section aria-label={copy.statsLabel}>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        <Stat icon="heart" label={copy.statTotal} value={formatCount(stats.total)} />
        <Stat icon="grid" label={copy.statCategories} value={formatCount(stats.categories)} />
        <Stat
          icon="star"
          label={copy.statRating}
          value={stats.averageRating === null ? copy.noRating : formatRating(stats.averageRating)}
        />
      </ul>
      <p className="mt-3 flex items-start gap-2 text-sm text-ink-subtle">
        <Icon name={signedIn ? 'check-circle' : 'info'} size={16} className="mt-0.5" />
        <span>
          {signedIn ? (
            copy.accountNote
          ) : (
            <>
              {copy.visitorNote}{' '}
              {sessionKnown && (
                <a href="/login?next=/favorites" className={linkClass}>
                  {copy.loginCta}
                </a>
              )}
            </>
          )}
        </span>
      </p>
    </section>
  );
}

function Stat({ icon, label, value }: { icon: string; label: string; value: string }) {
  return (
    <li className={cx(cardClass, 'flex items-center gap-4 px-3 py-3 sm:p-5')} data-stat={icon}>
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
        <Icon name={icon} size={24} />
      </span>
      {/* Label first for screen readers ("Toplam favori 3"), the figure first on screen. */}
      <p className="flex flex-col-reverse">
        <span className="text-xs leading-snug text-ink-muted sm:text-sm">{label}</span>
        <span className="text-xl font-bold text-ink tabular-nums sm:text-2xl">{value}</span>
      </p>
    </li>
  );
}
