/**
 * The business queue's search form: a name to search, a category and a district ('Tümü' for each), "Filtrele"
 * to apply what was typed and "Temizle" once a filter applies. The typed values (`draft`) live in the queue's
 * hook, so they survive a visit to a detail.
 */
import { buttonClass, cardClass, cx, inputClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import type { Option } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';
import type { Filters } from './use-business-queue.ts';

const allOption = { value: '', label: copy.all };

interface Props {
  id: string;
  draft: Filters;
  setDraft: (next: Filters) => void;
  filtered: boolean;
  onApply: () => void;
  onClear: () => void;
  categories: Option[];
  districts: Option[];
}

export default function QueueFilters({ id, draft, setDraft, filtered, onApply, onClear, categories, districts }: Props) {
  return (
    <form
      role="search"
      onSubmit={(ev) => {
        ev.preventDefault();
        onApply();
      }}
      className={cx(cardClass, 'grid gap-3 p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end')}
    >
      <Field id={`${id}-q`} label={copy.search}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={draft.q}
            placeholder={copy.searchPlaceholder}
            onChange={(ev) => setDraft({ ...draft, q: ev.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <OptionSelect
        id={`${id}-category`}
        label={copy.category}
        value={draft.category}
        all={allOption}
        options={categories}
        onChange={(v) => setDraft({ ...draft, category: v })}
      />
      <OptionSelect
        id={`${id}-district`}
        label={copy.district}
        value={draft.district}
        all={allOption}
        options={districts}
        onChange={(v) => setDraft({ ...draft, district: v })}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass()}>
          {copy.filter}
        </button>
        {filtered && (
          <button type="button" onClick={onClear} className={buttonClass({ variant: 'ghost' })}>
            {copy.clear}
          </button>
        )}
      </div>
    </form>
  );
}
