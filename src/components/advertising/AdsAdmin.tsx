/**
 * Admin section "Reklamlar" (decision 013, PD16): requests by status with their timestamps, impressions and
 * clicks; a request's detail with the pipeline buttons (contact_pending → contacted → customized → live →
 * ended, cancel), notes, the ad-content editor with an image through the upload pipeline and a preview,
 * start and end dates and the advertiser's business. Tab "Fiyatlar" edits the one price list (AdPrices).
 */
import { useState } from 'react';
import { buttonClass } from '#components/ui/classes.ts';
import AdPrices from './AdPrices.tsx';
import { AdRequests } from './AdRequests.tsx';

export default function AdsAdmin({ onGateLost }: { onGateLost: () => void }) {
  const [tab, setTab] = useState<'talepler' | 'fiyatlar'>('talepler');
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-ink">Reklamlar</h2>
      <div role="tablist" aria-label="Reklamlar" className="mb-6 flex flex-wrap gap-2">
        {(
          [
            ['talepler', 'Talepler'],
            ['fiyatlar', 'Fiyatlar'],
          ] as const
        ).map(([k, l]) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
            className={buttonClass({ variant: tab === k ? 'primary' : 'ghost', size: 'sm' })}
          >
            {l}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'talepler' ? <AdRequests onGateLost={onGateLost} /> : <AdPrices onGateLost={onGateLost} />}</div>
    </div>
  );
}
