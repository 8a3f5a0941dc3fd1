/**
 * /advertise (spec §2): tabs Paketler, Avantajlar, İletişim; the contact tab has three steps (1 details, 2
 * the form, 3 success). Tab, step and chosen package live in the URL (?sekme=&adim=&paket=), pushed to
 * the history, so back and forward work. Choosing a package opens step 2 with it chosen and the toast
 * 'Paket seçildi'; if that throws, the error toast and a reload after 2 s (spec §8/§9).
 */
import { useCallback, useState } from 'react';
import { AD_PACKAGES, type AdPackage } from '#lib/contract/advertising.ts';
import type { PriceBook } from '#lib/pricing.ts';
import { SITE } from '#lib/site.ts';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, linkClass } from '#components/ui/classes.ts';
import AdRequestForm from './AdRequestForm.tsx';
import PackageCards from './PackageCards.tsx';
import PlanCards from './PlanCards.tsx';
import { AD_COPY as c } from './copy.ts';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';

type Tab = 'paketler' | 'avantajlar' | 'iletisim';
type Step = 1 | 2 | 3;
interface View {
  tab: Tab;
  step: Step;
  pkg: AdPackage | '';
}

const TABS: Tab[] = ['paketler', 'avantajlar', 'iletisim'];
export const RELOAD_DELAY_MS = 2000;

function readView(search: string): View {
  const q = new URLSearchParams(search);
  const tab = TABS.includes(q.get('sekme') as Tab) ? (q.get('sekme') as Tab) : 'paketler';
  const s = Number(q.get('adim'));
  const pkg = (AD_PACKAGES as readonly string[]).includes(q.get('paket') ?? '') ? (q.get('paket') as AdPackage) : '';
  // Step 3 only right after a send (a reload or a shared link shows the form's first step instead).
  const step: Step = tab === 'iletisim' && (s === 2 || s === 3) ? (s as Step) : 1;
  return { tab, step, pkg };
}

/** The URL is the state: popstate (back/forward) and our own pushes notify the subscribers. */
const URL_EVENT = 'advertise:url';
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_EVENT, onChange);
  };
}

function navigate(url: string, replace = false) {
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  window.dispatchEvent(new Event(URL_EVENT));
}

function urlOf(v: View): string {
  const q = new URLSearchParams({ sekme: v.tab });
  if (v.tab === 'iletisim') q.set('adim', String(v.step));
  if (v.pkg) q.set('paket', v.pkg);
  return `${location.pathname}?${q.toString()}`;
}

export default function AdvertisePage({ prices, initialSearch = '' }: { prices: PriceBook; initialSearch?: string }) {
  const search = useClientSnapshot(
    subscribe,
    () => location.search,
    () => initialSearch,
  );
  const view = readView(search);
  const [sent, setSent] = useState(false);

  const go = useCallback((next: View) => {
    navigate(urlOf(next));
    window.scrollTo({ top: 0 });
  }, []);

  function choose(pkg: AdPackage) {
    try {
      const item = prices.adPackages.find((p) => p.code === pkg);
      if (!item) throw new Error(`unknown package ${pkg}`);
      go({ tab: 'iletisim', step: 2, pkg });
      notify({ title: c.packageChosenTitle, description: c.packageChosen(item.name) });
    } catch {
      notify({ title: c.packageErrorTitle, description: c.packageError, variant: 'destructive' });
      setTimeout(() => location.reload(), RELOAD_DELAY_MS);
    }
  }

  const step = view.step === 3 && !sent ? 1 : view.step;

  return (
    <div>
      <div role="tablist" aria-label="Reklam" className="flex gap-1 overflow-x-auto rounded-card bg-surface-sunken p-1">
        {TABS.map((t) => (
          <button
            key={t}
            id={`tab-${t}`}
            role="tab"
            type="button"
            aria-selected={view.tab === t}
            aria-controls={`panel-${t}`}
            onClick={() => go({ ...view, tab: t, step: t === 'iletisim' ? (view.step === 3 ? 1 : view.step) : view.step })}
            className={cx(
              'flex-1 rounded-control px-4 py-2 text-sm font-semibold whitespace-nowrap',
              view.tab === t ? 'bg-surface text-ink shadow-card' : 'text-ink-muted hover:text-ink',
            )}
          >
            {c.tabs[t]}
          </button>
        ))}
      </div>

      <div id={`panel-${view.tab}`} role="tabpanel" aria-labelledby={`tab-${view.tab}`} className="mt-8">
        {view.tab === 'paketler' && (
          <>
            <h2 className="mb-5 text-2xl font-bold text-ink">Reklam paketleri</h2>
            <PackageCards prices={prices} selected={view.pkg} onSelect={choose} />
            <PlanCards prices={prices} />
          </>
        )}

        {view.tab === 'avantajlar' && (
          <section aria-labelledby="benefits-title">
            <h2 id="benefits-title" className="text-2xl font-bold text-ink">
              {c.benefitsTitle}
            </h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {c.benefits.map((b) => (
                <li key={b.title} className={cx(cardClass, 'p-5')}>
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon name={b.icon} size={20} />
                  </span>
                  <h3 className="mt-3 font-semibold text-ink">{b.title}</h3>
                  <p className="mt-1 text-sm text-ink-muted">{b.text}</p>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => go({ ...view, tab: 'iletisim', step: 2 })}
              className={cx(buttonClass({ variant: 'primary', size: 'lg' }), 'mt-8')}
            >
              {c.start}
            </button>
          </section>
        )}

        {view.tab === 'iletisim' && (
          <section aria-labelledby="contact-title" className={cx(cardClass, 'p-5 sm:p-8')}>
            <p className="text-sm font-semibold text-brand-700">Adım {step} / 3</p>
            {step === 1 && (
              <>
                <h2 id="contact-title" className="mt-1 text-2xl font-bold text-ink">
                  {c.contactTitle}
                </h2>
                <p className="mt-2 text-ink-muted">{c.contactText}</p>
                <ul className="mt-4 space-y-2 text-ink">
                  <li className="flex items-center gap-2">
                    <Icon name="phone" size={18} className="text-brand-700" />
                    <a href={SITE.phoneHref} className={linkClass}>
                      {SITE.phone}
                    </a>
                  </li>
                  <li className="flex items-center gap-2">
                    <Icon name="mail" size={18} className="text-brand-700" />
                    <a href={SITE.emailHref} className={linkClass}>
                      {SITE.email}
                    </a>
                  </li>
                </ul>
                <button type="button" onClick={() => go({ ...view, step: 2 })} className={cx(buttonClass({ variant: 'primary' }), 'mt-6')}>
                  {c.toForm}
                </button>
              </>
            )}
            {step === 2 && (
              <>
                <h2 id="contact-title" className="mt-1 mb-5 text-2xl font-bold text-ink">
                  {c.contactTitle}
                </h2>
                <AdRequestForm
                  mode="advertise"
                  prices={prices}
                  packageType={view.pkg}
                  onPackageChange={(pkg) => navigate(urlOf({ ...view, pkg }), true)}
                  onBack={() => go({ ...view, step: 1 })}
                  onSuccess={() => {
                    setSent(true);
                    go({ tab: 'iletisim', step: 3, pkg: '' });
                  }}
                />
              </>
            )}
            {step === 3 && (
              <div role="status">
                <Icon name="check-circle" size={40} className="text-success-700" />
                <h2 id="contact-title" className="mt-3 text-2xl font-bold text-ink">
                  {c.successHeading}
                </h2>
                <p className="mt-2 text-ink">{c.successText}</p>
                <ol className="mt-6 grid gap-4 sm:grid-cols-3">
                  {c.nextSteps.map((s, i) => (
                    <li key={s.title} className="rounded-card bg-surface-sunken p-4">
                      <p className="font-semibold text-ink">
                        {i + 1}. {s.title}
                      </p>
                      <p className="mt-1 text-sm text-ink-muted">{s.text}</p>
                    </li>
                  ))}
                </ol>
                <a href="/" className={cx(buttonClass({ variant: 'secondary' }), 'mt-6')}>
                  {c.home}
                </a>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
