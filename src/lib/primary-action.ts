/**
 * The business page's main button, by category (decision 018): a pharmacy is called, a picnic area is driven to,
 * a restaurant is booked. One table: each category lists the actions it prefers, best first; the first one
 * the business can do (a phone for calling or booking, coordinates or an address for directions, a website)
 * is the main button. The other of call / directions the business can do follows as a secondary button.
 * A business that can do none of them has no main button. Labels are Turkish sentence case.
 *
 * Booking and appointments are phone calls (`tel:`): the site takes no bookings itself.
 */
import { phoneHref } from './phone.ts';
import { safeHttpUrl } from './seo.ts';

export type ActionKind = 'reserve' | 'appointment' | 'call' | 'directions' | 'website';

/** What the button says and which icon it carries (src/components/ui/icons.ts). */
export const ACTION_COPY: Record<ActionKind, { label: string; icon: string }> = {
  reserve: { label: 'Rezervasyon yap', icon: 'phone' },
  appointment: { label: 'Randevu al', icon: 'phone' },
  call: { label: 'Ara', icon: 'phone' },
  directions: { label: 'Yol tarifi al', icon: 'map' },
  website: { label: 'Web sitesine git', icon: 'globe' },
};

/**
 * Each category's actions, best first (src/lib/reference/categories.ts slugs). A category not listed (a new
 * one) uses `fallback`.
 */
export const PRIMARY_ACTIONS: Readonly<Record<string, readonly ActionKind[]>> = {
  restoranlar: ['reserve', 'directions', 'website'],
  oteller: ['reserve', 'website', 'directions'],
  kafeler: ['directions', 'call', 'website'],
  barlar: ['reserve', 'directions', 'website'],
  gelinlik: ['appointment', 'directions', 'website'],
  saglik: ['call', 'directions', 'website'],
  guzellik: ['appointment', 'directions', 'website'],
  alisveris: ['directions', 'call', 'website'],
  spor: ['call', 'directions', 'website'],
  egitim: ['call', 'website', 'directions'],
  otomotiv: ['call', 'directions', 'website'],
  piknik: ['directions', 'call', 'website'],
};
const fallback: readonly ActionKind[] = ['call', 'directions', 'website'];

export interface ActionBusiness {
  categorySlug: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  district?: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface BusinessAction {
  kind: ActionKind;
  label: string;
  icon: string;
  href: string;
  /** What BusinessTracking counts a click as. */
  track: 'phone' | 'directions' | 'website';
  /** Opens another app or site (a new tab for web addresses). */
  external: boolean;
}

/**
 * Directions in the visitor's maps app: one universal Google Maps "dir" link (it opens the app on Android,
 * the app or the browser on iOS, the website on desktops) to the coordinates, or to the address.
 */
export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

function hasCoords(b: ActionBusiness): boolean {
  return typeof b.latitude === 'number' && typeof b.longitude === 'number' && Number.isFinite(b.latitude) && Number.isFinite(b.longitude);
}

function destination(b: ActionBusiness): string | null {
  if (hasCoords(b)) return directionsHref(b.latitude!, b.longitude!);
  const address = b.address?.trim();
  if (!address) return null;
  const where = /adana/i.test(address) ? address : `${address}${b.district ? `, ${b.district}` : ''}, Adana`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(where)}`;
}

/** The action if the business can do it, else null. */
export function actionFor(kind: ActionKind, b: ActionBusiness): BusinessAction | null {
  const { label, icon } = ACTION_COPY[kind];
  if (kind === 'reserve' || kind === 'appointment' || kind === 'call') {
    const tel = phoneHref(b.phone);
    return tel ? { kind, label, icon, href: tel, track: 'phone', external: false } : null;
  }
  if (kind === 'directions') {
    const href = destination(b);
    return href ? { kind, label, icon, href, track: 'directions', external: true } : null;
  }
  const web = safeHttpUrl(b.website);
  return web ? { kind, label, icon, href: web, track: 'website', external: true } : null;
}

/** The category's preferred actions, best first. */
export function preferredActions(categorySlug: string): readonly ActionKind[] {
  return PRIMARY_ACTIONS[categorySlug] ?? fallback;
}

/**
 * The main button and the secondary ones: the first action of the category's list the business can do, then
 * a call and directions when possible and not already the main one (the website is in the contact card).
 */
export function businessActions(b: ActionBusiness): { primary: BusinessAction | null; secondary: BusinessAction[] } {
  const possible = preferredActions(b.categorySlug)
    .map((kind) => actionFor(kind, b))
    .filter((a): a is BusinessAction => a !== null);
  const primary = possible[0] ?? null;
  const secondary: BusinessAction[] = [];
  for (const kind of ['call', 'directions'] as const) {
    if (primary && primary.track === actionFor(kind, b)?.track) continue;
    const a = actionFor(kind, b);
    if (a) secondary.push(a);
  }
  return { primary, secondary };
}
