/**
 * The free month's form on its own page, /ucretsiz-reklam (PD24): always there, whatever the popup's flag
 * says; after a request it says what happens next and offers the form again for another business.
 */
import { useState } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass } from '#components/ui/classes.ts';
import { PromoForm } from './PromoForm.tsx';
import { PROMO_COPY as copy } from './promo-copy.ts';

export default function PromoOffer() {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-3">
        <p className="inline-flex items-center gap-2 font-semibold text-success-700">
          <Icon name="check-circle" size={20} /> {copy.successTitle}
        </p>
        <p className="text-ink-muted">{copy.successText}</p>
        <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={() => setSent(false)}>
          {copy.another}
        </button>
      </div>
    );
  }
  return <PromoForm idPrefix="ucretsiz-ay" onSent={() => setSent(true)} />;
}
