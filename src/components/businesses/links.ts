/**
 * Addresses the business page links to, shared by the pre-built page (Astro) and the fallback (React).
 *
 * Directions: one universal Google Maps "dir" link (https://developers.google.com/maps/documentation/urls/get-started).
 * It opens the Google Maps app on Android, the app or the browser on iOS, and the website on desktops, always
 * with the business as destination and the visitor's position as start. Apple's `maps://` is nicer on iOS
 * only and does nothing elsewhere; sniffing the platform would make the pre-built HTML differ per visitor.
 */
import { once } from '#lib/once.ts';
import { formatTrPhone, phoneHref, whatsappHref } from '#lib/phone.ts';
import { safeHttpUrl } from '#lib/seo.ts';
import type { BusinessAction } from '#lib/primary-action.ts';

export function hasCoordinates(b: { latitude: number | null; longitude: number | null }): b is { latitude: number; longitude: number } {
  return typeof b.latitude === 'number' && typeof b.longitude === 'number' && Number.isFinite(b.latitude) && Number.isFinite(b.longitude);
}

export { directionsHref } from '#lib/primary-action.ts';

/** Directions in Yandex Navigasyon / Yandex Haritalar (app or site): from here to the point, by car. */
export function yandexDirectionsHref(latitude: number, longitude: number): string {
  return `https://yandex.com.tr/maps/?rtext=~${latitude},${longitude}&rtt=auto`;
}

/** Directions in Apple Maps (the app on iPhones and Macs, the website elsewhere). */
export function appleDirectionsHref(latitude: number, longitude: number): string {
  return `https://maps.apple.com/?daddr=${latitude},${longitude}`;
}

/** The /map page focused on one business (the map issue reads `focus`). */
export function mapFocusHref(id: number): string {
  return `/map?focus=${id}`;
}

const coordinateFormat = once(() => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 5, maximumFractionDigits: 6 }));

/** "37,00012° K, 35,32130° D" (Kuzey/Doğu; Adana is always north and east). */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${coordinateFormat().format(Math.abs(latitude))}° ${latitude >= 0 ? 'K' : 'G'}`;
  const lng = `${coordinateFormat().format(Math.abs(longitude))}° ${longitude >= 0 ? 'D' : 'B'}`;
  return `${lat}, ${lng}`;
}

export interface ContactLinks {
  phone: { href: string; text: string } | null;
  whatsapp: { href: string; text: string } | null;
  website: { href: string; text: string } | null;
  email: { href: string; text: string } | null;
}

/** tel:, WhatsApp (wa.me), website (http/https only) and mailto: links, each null when missing or unusable. */
export function contactLinks(b: {
  phone: string | null;
  whatsapp?: string | null;
  website: string | null;
  email: string | null;
}): ContactLinks {
  const tel = phoneHref(b.phone);
  const wa = whatsappHref(b.whatsapp);
  const web = safeHttpUrl(b.website);
  const email = b.email && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(b.email.trim()) ? b.email.trim() : null;
  return {
    phone: tel ? { href: tel, text: formatTrPhone(b.phone) } : null,
    whatsapp: wa ? { href: wa, text: formatTrPhone(b.whatsapp) } : null,
    website: web ? { href: web, text: new URL(web).hostname.replace(/^www\./, '') } : null,
    email: email ? { href: `mailto:${email}`, text: email } : null,
  };
}

/** Largest id a business can have (PostgreSQL integer). */
export const MAX_BUSINESS_ID = 2_147_483_647;

/**
 * The business id in a /business/{id} address, or null when it is not a valid positive integer
 * ("abc", "0", "-1", "1.5", "99999999999999999999"): such ids are never requested from the API.
 */
export function parseBusinessId(pathname: string): number | null {
  const m = /^\/business\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  // No leading zeros: /business/012 is not the address of business 12 (as parseId in src/api/http.ts).
  if (!/^[1-9]\d{0,9}$/.test(m[1]!)) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= MAX_BUSINESS_ID ? id : null;
}

/** What a screen reader hears after an action's label: the number called, or where the link opens. */
export function actionHint(a: BusinessAction, links: { phone?: { text: string } | null }): string {
  if (a.track === 'phone') return `: ${links.phone?.text ?? ''} numarasını ara`;
  if (a.track === 'directions') return ' (harita uygulamasında açılır)';
  return ' (yeni sekmede açılır)';
}
