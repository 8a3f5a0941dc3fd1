/**
 * The cookie banner (KVKK and the Authority's cookie guide; decision 014), mounted once by Base.astro:
 *  - on a first visit (no stored choice) a non-modal bar at the bottom with "Reddet", "Ayarlar" and
 *    "Kabul et"; rejecting is exactly as easy and as prominent as accepting, and nothing is pre-selected;
 *  - "Ayarlar" (and the footer's "Çerez tercihleri", any element with `data-consent-open`) opens the
 *    categories: necessary (always on), statistics, marketing; unchecked until the visitor ticks them;
 *  - it never takes focus on its own (the page stays usable in its normal order); while it is shown the
 *    page gets room below (padding and scroll padding) so it never hides what is focused;
 *  - opened from the footer it moves focus to its heading, and back to the footer link when closed;
 *  - it is in the pre-built HTML (rendered as 'banner'), so a first visit paints it with the page instead of
 *    after the scripts load (it was the LCP element of first visits); a returning visitor's browser hides it
 *    before the first paint (CONSENT_BOOT_SCRIPT in Base.astro), and the island removes it on hydration. Its
 *    buttons are disabled until the island has hydrated (a click before then would do nothing).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydratedStore } from '#stores/use-hydrated-store.ts';
import { CONSENT_CHOSEN_ATTRIBUTE } from '#lib/consent.ts';
import { buttonClass, cx, linkClass } from '#components/ui/classes.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { $consent, $consentPanel, initConsent, openConsentSettings, saveConsent } from './consent-store.ts';
import { CONSENT_COPY as copy } from './consent-copy.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';

export default function ConsentBanner() {
  const panel = useHydratedStore($consentPanel, 'banner');
  const hydrated = useHydrated();
  const [statistics, setStatistics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    initConsent();
    const onClick = (e: MouseEvent) => {
      const opener = (e.target as Element | null)?.closest?.('[data-consent-open]');
      if (!opener) return;
      e.preventDefault();
      returnTo.current = opener as HTMLElement;
      openConsentSettings();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // The settings show the current choice (unticked when there is none), and take focus when opened.
  useEffect(
    () =>
      $consentPanel.listen((next) => {
        if (next !== 'settings') return;
        const current = $consent.get();
        setStatistics(current?.statistics ?? false);
        setMarketing(current?.marketing ?? false);
      }),
    [],
  );
  useEffect(() => {
    if (panel === 'settings') headingRef.current?.focus();
    // The island now shows the real state: the boot script's hiding is no longer needed (and would hide the
    // settings opened later from the footer).
    if (panel !== 'banner') document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
  }, [panel]);

  // Room below the page while the bar is shown.
  useLayoutEffect(() => {
    const el = rootRef.current;
    const html = document.documentElement;
    if (panel === 'closed' || !el) {
      document.body.style.paddingBottom = '';
      html.style.scrollPaddingBottom = '';
      return;
    }
    const apply = () => {
      const h = `${Math.ceil(el.getBoundingClientRect().height) + 8}px`;
      document.body.style.paddingBottom = h;
      html.style.scrollPaddingBottom = h;
    };
    apply();
    const ro = new ResizeObserver(apply);
    ro.observe(el);
    return () => ro.disconnect();
  }, [panel]);

  if (panel === 'closed') return null;

  const done = (action: 'accept_all' | 'reject_all' | 'custom') => {
    saveConsent(action, statistics, marketing);
    const back = returnTo.current;
    returnTo.current = null;
    back?.focus();
  };

  const equal = buttonClass({ variant: 'primary', size: 'md', className: 'flex-1 sm:flex-none sm:min-w-32' });

  return (
    <section
      ref={rootRef}
      aria-labelledby="consent-title"
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface shadow-[0_-4px_24px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-4 sm:px-6 lg:px-8">
        <div>
          <h2 id="consent-title" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-ink">
            {panel === 'settings' ? copy.settingsTitle : copy.title}
          </h2>
          <p className="mt-1 max-w-4xl text-sm text-ink-muted">
            {/* One text node: the HTML has no boundary between two adjacent ones, so hydration would split it,
                repaint the page's largest text and move LCP to after the scripts. */}
            {`${copy.text} `}
            <a href="/cookies" className={linkClass}>
              {copy.policy}
            </a>
          </p>
        </div>
        {panel === 'settings' && (
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="sr-only">{copy.settingsTitle}</legend>
            <div className="flex items-start gap-3">
              <input
                id="consent-necessary"
                type="checkbox"
                checked
                disabled
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
                aria-describedby="consent-necessary-hint"
              />
              <div>
                <label htmlFor="consent-necessary" className="font-semibold text-ink">
                  {copy.categories.necessary.label}
                </label>
                <p id="consent-necessary-hint" className="text-sm text-ink-subtle">
                  {copy.categories.necessary.hint}
                </p>
              </div>
            </div>
            <CheckboxField
              id="consent-statistics"
              label={copy.categories.statistics.label}
              hint={copy.categories.statistics.hint}
              checked={statistics}
              onChange={setStatistics}
            />
            <CheckboxField
              id="consent-marketing"
              label={copy.categories.marketing.label}
              hint={copy.categories.marketing.hint}
              checked={marketing}
              onChange={setMarketing}
            />
          </fieldset>
        )}
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <button type="button" disabled={!hydrated} className={equal} onClick={() => done('reject_all')}>
            {copy.reject}
          </button>
          {panel === 'settings' ? (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
              onClick={() => done('custom')}
            >
              {copy.save}
            </button>
          ) : (
            <button
              type="button"
              disabled={!hydrated}
              className={buttonClass({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
              onClick={() => $consentPanel.set('settings')}
            >
              {copy.settings}
            </button>
          )}
          <button type="button" disabled={!hydrated} className={cx(equal)} onClick={() => done('accept_all')}>
            {copy.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
