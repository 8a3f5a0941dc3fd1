/**
 * The words of the query the search understood as filters (src/lib/search/intents.ts, decision 027), as
 * removable chips ("Şimdi açık ×", "Yakınımda ×"), with what the page could not do about them: the position
 * was refused; "nöbetçi" points to tonight's on-duty list (/nobetci-eczaneler).
 */
import { Icon } from '#components/ui/Icon.tsx';
import type { SearchIntent } from '#lib/search/intents.ts';
import { SEARCH_COPY as copy } from './copy.ts';
import { NearNote } from './NearNote.tsx';
import type { NearMe } from './use-near-me.ts';

const ICONS: Record<SearchIntent, string> = { open: 'clock', near: 'map-pin', cheap: 'shopping-bag', pricey: 'gem', onDuty: 'clock' };

interface Props {
  intents: readonly SearchIntent[];
  /** The "Yakınımda" order is chosen in the sort select (no word in the query). */
  nearBySort: boolean;
  near: NearMe;
  onRemove: (intent: SearchIntent) => void;
}

export function IntentChips({ intents, nearBySort, near, onRemove }: Props) {
  const wantsNear = nearBySort || intents.includes('near');
  if (intents.length === 0 && !wantsNear) return null;
  return (
    <div className="flex flex-col gap-2" data-search-intents>
      {intents.length > 0 && (
        <ul className="flex flex-wrap items-center gap-2" aria-label={copy.intentsLabel}>
          {intents.map((intent) => (
            <li key={intent}>
              <button
                type="button"
                onClick={() => onRemove(intent)}
                aria-label={copy.removeIntent(copy.intentChips[intent])}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-accent-200 bg-accent-50 px-3 text-sm font-medium text-accent-800 hover:border-accent-400 hover:bg-accent-100"
                data-intent-chip={intent}
              >
                <Icon name={ICONS[intent]} size={14} />
                {copy.intentChips[intent]}
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {intents.includes('onDuty') && (
        <p
          className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded-control bg-accent-50 px-3 py-2 text-sm text-accent-700"
          data-intent-note
        >
          <Icon name="info" size={16} className="mt-0.5 shrink-0" />
          {copy.onDutyNote}{' '}
          <a href="/nobetci-eczaneler" className="font-semibold underline">
            {copy.onDutyLink}
          </a>
        </p>
      )}
      {wantsNear && <NearNote status={near.status} />}
    </div>
  );
}
