/**
 * The search of the admin's review queues (ReviewModeration.tsx): a text (title, text, business, author) sent by
 * "Filtrele", "Temizle" while a search or a business narrows the queue, and the business chosen from a review
 * ("Yalnızca bu işletme") with its own remove button.
 */
import { useState } from 'react';
import { buttonClass, cardClass, cx, inputClass } from '#components/ui/classes.ts';
import { REVIEW_MODERATION_COPY as c } from './review-moderation-copy.ts';
import type { BusinessFilter } from './use-review-moderation.ts';

interface ReviewModerationFiltersProps {
  /** The search sent (the field may hold more, typed since). */
  q: string;
  business: BusinessFilter | null;
  onSearch: (text: string) => void;
  onRemoveBusiness: () => void;
  onClear: () => void;
}

export default function ReviewModerationFilters({ q, business, onSearch, onRemoveBusiness, onClear }: ReviewModerationFiltersProps) {
  const [draft, setDraft] = useState('');
  return (
    <form
      role="search"
      className={cx(cardClass, 'mt-4 flex flex-wrap items-end gap-3 p-4')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="admin-reviews-q" className="mb-1.5 block text-sm font-semibold text-ink">
          {c.search}
        </label>
        <input
          id="admin-reviews-q"
          type="search"
          value={draft}
          maxLength={100}
          placeholder={c.searchHint}
          onChange={(e) => setDraft(e.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          {c.filter}
        </button>
        {(q || business) && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            onClick={() => {
              setDraft('');
              onClear();
            }}
          >
            {c.clear}
          </button>
        )}
      </div>
      {business && (
        <p className="flex w-full flex-wrap items-center gap-2 text-sm text-ink" role="status">
          <span className="break-words">{c.businessFilter(business.name)}</span>
          <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onRemoveBusiness}>
            {c.removeBusiness}
          </button>
        </p>
      )}
    </form>
  );
}
