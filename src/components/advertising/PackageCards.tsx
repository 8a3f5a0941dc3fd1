/** The three ad packages from the one price list (PD16): name, price per 30 days, features, a select button. */
import type { AdPackage } from '#lib/contract/advertising.ts';
import { formatMoney } from '#lib/format.ts';
import { KDV_NOTE, type PriceBook } from '#lib/pricing.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { AD_COPY as c } from './copy.ts';

export default function PackageCards({
  prices,
  selected,
  onSelect,
  headingLevel = 'h3',
}: {
  prices: PriceBook;
  selected?: AdPackage | '';
  onSelect: (p: AdPackage) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const H = headingLevel;
  return (
    <div>
      <ul className="grid gap-5 md:grid-cols-3">
        {prices.adPackages.map((p) => {
          const code = p.code as AdPackage;
          const isSelected = selected === code;
          return (
            <li
              key={p.code}
              className={cx(
                cardClass,
                'relative flex flex-col p-6',
                p.highlighted && 'ring-2 ring-brand-500',
                isSelected && 'ring-2 ring-brand-700',
              )}
              data-package={p.code}
            >
              {p.highlighted && <span className={cx(badgeClass('brand'), 'absolute -top-3 left-6')}>{c.popular}</span>}
              <H className="text-lg font-bold text-ink">{p.name}</H>
              <p className="mt-2">
                <span className="text-3xl font-bold text-ink tabular-nums">{formatMoney(p.monthlyPrice)}</span>{' '}
                <span className="text-ink-muted">{c.perMonth}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
                {p.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Icon name="check-circle" size={16} className="mt-0.5 text-success-700" />
                    {f}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={`${isSelected ? c.chosen : c.choose}: ${p.name}`}
                onClick={() => onSelect(code)}
                className={cx(buttonClass({ variant: p.highlighted || isSelected ? 'primary' : 'secondary', block: true }), 'mt-6')}
              >
                {isSelected ? c.chosen : c.choose}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-ink-muted">{KDV_NOTE}</p>
    </div>
  );
}
