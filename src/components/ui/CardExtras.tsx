/**
 * One island per pre-built page (or list) that brings its static business cards to life (decision 018): the
 * favourite heart and the open/closed line of every `<article data-card>` inside `root`, rendered through
 * portals into the card's empty slots. One React root for all cards, nothing rendered on the server (so
 * nothing to mismatch at hydration); the open lines follow the clock (useNow) and the hearts the favourites.
 * The open line is the filter's and the API's computation (src/lib/hours.ts): the card's special days and
 * holiday hours, and tonight's duty list ("Nöbetçi", read at view time) for health cards (decision 034).
 *
 *   <CardExtras client:idle />                    // every card of the page
 *   <CardExtras rootId="kategori-listesi" />       // inside another island (ListingFilters)
 */
import { Fragment, useMemo } from 'react';
import { createPortal } from 'react-dom';
import FavoriteButton from '#components/favorites/FavoriteButton.tsx';
import { useNow } from '#components/businesses/useNow.ts';
import type { CardFacts } from './BusinessCard.tsx';
import { OpenBadgeView } from './OpenBadge.tsx';
import { useHydrated } from '#stores/use-hydrated-store.ts';
import { useOnDutyTonight } from '#components/pharmacies/use-on-duty.ts';

interface Slot {
  facts: CardFacts;
  heart: Element | null;
  open: Element | null;
}

/** The facts a static card carries (`data-card`), or null when the attribute is missing or broken. */
export function readCardFacts(el: Element): CardFacts | null {
  try {
    const facts = JSON.parse(el.getAttribute('data-card') ?? '') as CardFacts;
    return typeof facts?.id === 'number' ? facts : null;
  } catch {
    return null;
  }
}

function findSlots(rootId: string | undefined): Slot[] {
  const root = rootId ? document.getElementById(rootId) : document.body;
  if (!root) return [];
  const slots: Slot[] = [];
  for (const card of root.querySelectorAll('article[data-card]')) {
    const facts = readCardFacts(card);
    if (!facts) continue;
    slots.push({ facts, heart: card.querySelector('[data-card-heart]'), open: card.querySelector('[data-card-open]') });
  }
  return slots;
}

export default function CardExtras({ rootId }: { rootId?: string }) {
  // Hydration renders nothing (as the server did); right after, the cards' slots are found once.
  const mounted = useHydrated();
  const slots = useMemo(() => (mounted ? findSlots(rootId) : []), [mounted, rootId]);
  const now = useNow();
  // "Nöbetçi": tonight's duty list, asked only when a health card is on the page (decision 025)
  const duty = useOnDutyTonight(slots.some((s) => s.facts.categorySlug === 'saglik'));
  return (
    <>
      {slots.map(({ facts, heart, open }, i) => (
        // The same business may be in two sections of a page: the position is the key.
        <Fragment key={i}>
          {heart && createPortal(<FavoriteButton business={facts} variant="icon" />, heart)}
          {open &&
            now &&
            facts.hours &&
            createPortal(
              <OpenBadgeView
                hours={facts.hours}
                isOpen={facts.isOpen ?? true}
                specialHours={facts.specialHours}
                onDutyUntil={duty?.get(facts.id)}
                now={now}
              />,
              open,
            )}
        </Fragment>
      ))}
    </>
  );
}
