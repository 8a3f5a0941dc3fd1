/**
 * The favourite toggle (a heart), for cards and the business page.
 *
 *   <FavoriteButton client:idle business={{ id, name, category, categorySlug, district, rating, reviewCount, images }} />
 *   <FavoriteButton business={b} variant="icon" />     // inside an island's card (round, over the photo)
 *
 * Props:
 *   business  { id, name, category, categorySlug, district, rating?, reviewCount?, images? } — the snapshot
 *             kept in the browser so /favorites can show the card without asking the server;
 *   variant   'button' (default: heart + "Favorilere ekle" / "Favorilerden çıkar") | 'icon' (heart only;
 *             the accessible name adds the business name);
 *   className extra classes.
 * aria-pressed tells whether it is a favourite. Nothing is pressed in the pre-built HTML: the state is read
 * in the browser after hydration (favourites are private). Failures show a toast through notify().
 */
import { useEffect, useState } from 'react';
import { useHydratedStore } from '#stores/use-hydrated-store.ts';
import {
  $favoriteIds,
  addFavorite,
  FavoriteError,
  initFavorites,
  removeFavorite,
  type FavoriteBusinessInput,
  NO_FAVORITE_IDS,
} from '#stores/favorites.ts';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { FAVORITE_COPY as copy } from './copy.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';

export interface FavoriteButtonProps {
  business: FavoriteBusinessInput;
  variant?: 'button' | 'icon';
  className?: string;
}

/** Adds or removes with the toasts the whole site uses (also used by the favourites page's remove button). */
export async function changeFavorite(business: FavoriteBusinessInput, add: boolean, options: { quiet?: boolean } = {}): Promise<boolean> {
  try {
    if (add) {
      await addFavorite(business);
      if (!options.quiet) {
        notify({
          title: copy.added,
          description: copy.addedText,
          action: { label: copy.openFavorites, onClick: () => window.location.assign('/favorites') },
        });
      }
    } else {
      await removeFavorite(business.id);
      if (!options.quiet) {
        notify({
          title: copy.removed,
          description: business.name,
          action: { label: copy.undo, onClick: () => void changeFavorite(business, true, { quiet: true }) },
        });
      }
    }
    return true;
  } catch (e) {
    if (!(e instanceof FavoriteError)) console.error(e);
    const description = (e instanceof FavoriteError && e.serverMessage) || copy.failedText;
    notify({ title: add ? copy.addFailed : copy.removeFailed, description, variant: 'destructive' });
    return false;
  }
}

export default function FavoriteButton({ business, variant = 'button', className }: FavoriteButtonProps) {
  const ids = useHydratedStore($favoriteIds, NO_FAVORITE_IDS);
  const mounted = useHydrated();
  const [busy, setBusy] = useState(false);

  useEffect(() => initFavorites(), []);

  // Until mounted, render exactly what the pre-built HTML has (not pressed), so hydration matches.
  const pressed = mounted && ids.has(business.id);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    await changeFavorite(business, !pressed);
    setBusy(false);
  };

  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={pressed ? copy.removeNamed(business.name) : copy.addNamed(business.name)}
        aria-busy={busy || undefined}
        onClick={onClick}
        className={cx(
          'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface/95 shadow-sm transition-colors hover:bg-surface active:scale-95 motion-reduce:active:scale-100',
          pressed ? 'text-brand-600' : 'text-ink-muted hover:text-brand-700',
          className,
        )}
      >
        <Icon name="heart" size={22} filled={pressed} />
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={onClick}
      className={buttonClass({
        variant: 'secondary',
        className: cx(pressed && 'border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100', className),
      })}
    >
      <Icon name="heart" size={18} filled={pressed} className={pressed ? 'text-brand-600' : undefined} />
      {pressed ? copy.remove : copy.add}
    </button>
  );
}
