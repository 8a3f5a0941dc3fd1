/**
 * Cookie consent and the keys this site keeps in the browser (decision 014; KVKK and the Authority's cookie
 * guide; PD18). No zod here: every page loads this (src/lib/datalayer.ts, the visit tracker).
 */

/** Version of the banner text: recorded with every choice; raise it when the text or categories change. */
export const CONSENT_TEXT_VERSION = '2026-11-26';
/** localStorage: the browser's choice (necessary: it remembers the choice itself, so needs no consent). */
export const CONSENT_STORAGE_KEY = 'adana_consent';
export const CONSENT_ACTIONS = ['accept_all', 'reject_all', 'custom'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export interface ConsentChoice {
  /** Random id of this browser's choices (not a visitor id: never sent with visits). */
  id: string;
  action: ConsentAction;
  statistics: boolean;
  marketing: boolean;
  version: string;
  /** ISO time of the choice. */
  at: string;
}

/** localStorage key of the session id (spec §9); written only with statistics consent. */
export const SESSION_STORAGE_KEY = 'adana_session_id';
/** localStorage: 'submitted' | 'closed' (the free-advertising popup is not shown again). */
export const PROMO_STORAGE_KEY = 'adana_promo_popup';

// ─── Reading the stored choice (browser) ───────────────────────────────────────────────────────────────

/** The choice stored in this browser, or null (no choice yet, another text version, unreadable storage). */
export function readStoredConsent(): ConsentChoice | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<ConsentChoice>;
    if (v.version !== CONSENT_TEXT_VERSION || typeof v.statistics !== 'boolean' || typeof v.marketing !== 'boolean') return null;
    return v as ConsentChoice;
  } catch {
    return null;
  }
}

/** True only after the visitor allowed statistics (the dataLayer and the session id wait for it). */
export function hasStatisticsConsent(): boolean {
  return readStoredConsent()?.statistics === true;
}

/**
 * The attribute the boot script puts on <html> when this browser holds a valid choice: the pre-built
 * banner is hidden by CSS (global.css) before the first paint, so a returning visitor never sees it flash.
 * The banner's island removes the attribute once it has rendered the real state.
 */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/**
 * An inline script for <head> (Base.astro; the page's CSP carries its hash): the same test as
 * readStoredConsent(), in plain ES5, run before the body is parsed.
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');if(c&&c.version===${JSON.stringify(CONSENT_TEXT_VERSION)}&&typeof c.statistics==='boolean'&&typeof c.marketing==='boolean')document.documentElement.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},'')}catch(e){}`;

/** The window event raised when the choice is made or changed (detail: the ConsentChoice). */
export const CONSENT_EVENT = 'adana:consent';
/** The window event that opens the banner's settings (the footer's "Çerez tercihleri"). */
export const CONSENT_OPEN_EVENT = 'adana:consent-open';
