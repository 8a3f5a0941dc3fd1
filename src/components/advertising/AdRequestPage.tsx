/**
 * /advertise-request (spec §2): process steps (on the page), three selectable package cards and the form;
 * a successful send resets the form and the package choice.
 */
import { useState } from 'react';
import type { AdPackage } from '#lib/contract/advertising.ts';
import type { PriceBook } from '#lib/pricing.ts';
import { cardClass, cx } from '#components/ui/classes.ts';
import AdRequestForm from './AdRequestForm.tsx';
import PackageCards from './PackageCards.tsx';

export default function AdRequestPage({ prices }: { prices: PriceBook }) {
  const [pkg, setPkg] = useState<AdPackage | ''>('');
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="space-y-10">
      <section aria-labelledby="packages-title">
        <h2 id="packages-title" className="mb-6 text-2xl font-bold text-ink">
          Paketinizi seçin
        </h2>
        <PackageCards prices={prices} selected={pkg} onSelect={setPkg} />
      </section>
      <section aria-labelledby="form-title" className={cx(cardClass, 'p-5 sm:p-8')}>
        <h2 id="form-title" className="mb-5 text-2xl font-bold text-ink">
          Reklam talep formu
        </h2>
        <AdRequestForm
          key={formKey}
          mode="request"
          prices={prices}
          packageType={pkg}
          onPackageChange={setPkg}
          onSuccess={() => {
            setPkg('');
            setFormKey((k) => k + 1);
          }}
        />
      </section>
    </div>
  );
}
