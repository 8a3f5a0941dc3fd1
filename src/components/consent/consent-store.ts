/**
 * The cookie choice of this browser (KVKK cookie guide; PD18), shared by the banner, the footer's
 * "Çerez tercihleri", the visit tracker and the popup:
 *   $consent       the stored choice, or null before the visitor chose (the banner shows)
 *   $consentPanel  'closed' | 'banner' | 'settings' ('banner' on the server: the pre-built pages hold it)
 *   saveConsent()  stores the choice in localStorage (adana_consent), records it on the server
 *                  (POST /api/consent: time and text version, no IP), tells the page (CONSENT_EVENT) and,
 *                  when statistics were just allowed, pushes the current page's page_view.
 */
import { atom } from 'nanostores';
import { apiResult } from '#lib/api-client.ts';
import {
  CONSENT_EVENT,
  CONSENT_OPEN_EVENT,
  CONSENT_STORAGE_KEY,
  CONSENT_TEXT_VERSION,
  readStoredConsent,
  type ConsentAction,
  type ConsentChoice,
} from '#lib/consent.ts';
import { pushPageView } from '#lib/datalayer.ts';

const inBrowser = typeof window !== 'undefined';
// In the browser both start from the stored choice, so an island that reads them before the banner's
// effect ran already sees the truth. The pre-built HTML holds the banner (the server's value 'banner'): a
// first visit paints it with the page, and a returning visitor's browser hides it before the first paint
// (CONSENT_BOOT_SCRIPT in src/lib/consent.ts), until the island takes over.
const storedAtLoad = inBrowser ? readStoredConsent() : null;
export const $consent = atom<ConsentChoice | null>(storedAtLoad);
export const $consentPanel = atom<'closed' | 'banner' | 'settings'>(storedAtLoad ? 'closed' : 'banner');

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

let started = false;
/** Reads the stored choice and opens the banner when there is none. Idempotent. */
export function initConsent(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const stored = readStoredConsent();
  $consent.set(stored);
  $consentPanel.set(stored ? 'closed' : 'banner');
  window.addEventListener(CONSENT_OPEN_EVENT, () => $consentPanel.set('settings'));
  window.addEventListener('storage', (e) => {
    if (e.key === CONSENT_STORAGE_KEY) $consent.set(readStoredConsent());
  });
}

export function openConsentSettings(): void {
  $consentPanel.set('settings');
}

export function saveConsent(action: ConsentAction, statistics: boolean, marketing: boolean): ConsentChoice {
  const before = $consent.get();
  const choice: ConsentChoice = {
    id: before?.id ?? randomId(),
    action,
    statistics: action === 'accept_all' || (action === 'custom' && statistics),
    marketing: action === 'accept_all' || (action === 'custom' && marketing),
    version: CONSENT_TEXT_VERSION,
    at: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    /* private mode: the choice holds for this page only */
  }
  $consent.set(choice);
  $consentPanel.set('closed');
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
  if (choice.statistics && !before?.statistics) pushPageView();
  void apiResult('/api/consent', {
    method: 'POST',
    keepalive: true,
    body: {
      consentId: choice.id,
      action: choice.action,
      statistics: choice.statistics,
      marketing: choice.marketing,
      textVersion: choice.version,
    },
  }).catch(() => console.warn('Failed to record consent'));
  return choice;
}
