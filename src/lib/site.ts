/**
 * Site constants and the shell's copy, in one place (style: "all copy for a feature in one place").
 * Pure TypeScript: safe to import from Astro pages, React islands and functions.
 *
 * Phone and e-mail follow the operator's SITE_PHONE / SITE_EMAIL (src/platform/config.ts) when the code runs on
 * the server or at build time; in the browser (no `process`) the defaults below are used, so islands
 * should take contact details from props rendered by the page rather than from here.
 */
import { formatTrPhone, phoneHref } from './phone.ts';
import { PROMO_PAGE } from './promo.ts';

const env: Record<string, string | undefined> = typeof process !== 'undefined' && process.env ? process.env : {};

const phone = env.SITE_PHONE?.trim() || '+903224560101';
const email = env.SITE_EMAIL?.trim() || 'iletisim@adanarehberi.com.tr';

export const SITE = {
  name: 'Adana Rehberi',
  shortName: 'Adana Rehberi',
  tagline: "Adana'nın yerel işletme rehberi",
  description:
    "Adana'daki restoranları, kafeleri, otelleri, sağlık ve güzellik merkezlerini kategori, ilçe ve harita üzerinden keşfedin. İşletmenizi ücretsiz ekleyin.",
  city: 'Adana',
  locale: 'tr-TR',
  ogLocale: 'tr_TR',
  timeZone: 'Europe/Istanbul',
  /** E.164 */
  phone,
  phoneDisplay: formatTrPhone(phone),
  phoneHref: phoneHref(phone) ?? `tel:${phone.replace(/[^\d+]/g, '')}`,
  email,
  emailHref: `mailto:${email}`,
  /** Brand colour (brand-600 in src/styles/global.css), for <meta name="theme-color"> and e-mails. */
  themeColor: '#b4441c',
  foundedYear: 2024,
} as const;

export interface NavLink {
  label: string;
  href: string;
  /** Icon name from src/components/ui/icons.ts */
  icon?: string;
}

/** Main navigation (header, mobile drawer). */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Ana sayfa', href: '/', icon: 'home' },
  { label: 'Kategoriler', href: '/#kategoriler', icon: 'grid' },
  { label: 'Harita', href: '/map', icon: 'map' },
  { label: 'Favoriler', href: '/favorites', icon: 'heart' },
];

/** Business actions in the header (and in the mobile drawer). */
export const HEADER_ACTIONS: readonly NavLink[] = [
  { label: 'İşletme ekle', href: '/add-business', icon: 'plus' },
  { label: 'İşletme sahibi ol', href: '/business-owner-register', icon: 'store' },
  { label: 'Reklam ver', href: '/advertise', icon: 'megaphone' },
];

/** The highlighted free-advertising call to action (spec §9: 1 month, worth 299 TL, 0 TL today). */
export const FREE_AD_CTA: NavLink & { note: string } = {
  label: '1 ay ücretsiz reklam',
  /** The offer's own page with its form (decision 022), not the paid packages. */
  href: PROMO_PAGE,
  icon: 'megaphone',
  note: '30 gün ücretsiz öne çıkma fırsatı',
};

export const PROMO_STRIP = {
  text: "Adana'da müşterilerinize ulaşın.",
  linkLabel: 'İşletmenizi ücretsiz ekleyin',
  href: '/add-business',
} as const;

export const FOOTER = {
  about:
    "Adana'nın restoranlarını, kafelerini, otellerini ve yerel hizmetlerini tek yerde bulun. Bilgiler işletmeler tarafından eklenir ve yayından önce incelenir.",
  premium: {
    title: 'İşletmenizi öne çıkarın',
    text: 'Reklam paketleriyle kategori sayfalarında ve ana sayfada öne çıkın (reklamlar her zaman etiketlidir); ücretli planlarla ziyaretçilerden mesaj alın.',
    cta: 'Reklam seçeneklerini inceleyin',
    href: '/advertise',
  },
  discoverTitle: 'Keşfet',
  corporateTitle: 'Kurumsal',
  legalTitle: 'Yasal',
  contactTitle: 'İletişim',
  corporate: [
    { label: 'Hakkımızda', href: '/about' },
    { label: 'Kampanyalar ve duyurular', href: '/kampanyalar' },
    { label: 'Sıkça sorulan sorular', href: '/faq' },
    { label: 'Reklam ver', href: '/advertise' },
    { label: 'İşletme sahibi ol', href: '/business-owner-register' },
  ] as readonly NavLink[],
  legal: [
    { label: 'Kullanım koşulları', href: '/terms' },
    { label: 'Gizlilik politikası', href: '/privacy' },
    { label: 'Çerez politikası', href: '/cookies' },
  ] as readonly NavLink[],
  adSlot: {
    label: 'Reklam alanı',
    title: 'Bu alanda reklamınız olabilir',
    text: "Adana'daki binlerce ziyaretçiye ulaşın.",
    cta: 'Reklam verin',
    href: '/advertise',
  },
  rights: 'Tüm hakları saklıdır.',
} as const;

export const SHELL_COPY = {
  skipLink: 'İçeriğe geç',
  homeLinkLabel: 'Adana Rehberi ana sayfa',
  mainNavLabel: 'Ana menü',
  footerNavLabel: 'Alt menü',
  cookiePreferences: 'Çerez tercihleri',
  openMenu: 'Menüyü aç',
  closeMenu: 'Menüyü kapat',
  menuTitle: 'Menü',
  search: {
    label: 'İşletme, kategori veya semt ara',
    placeholder: 'Restoran, kafe, kuaför ara…',
    button: 'Ara',
  },
  account: {
    login: 'Giriş yap',
    favorites: 'Favorilerim',
    account: 'Hesabım',
    dashboard: 'İşletme panelim',
    admin: 'Yönetim',
    logout: 'Çıkış yap',
    loggingOut: 'Çıkış yapılıyor…',
    logoutFailedTitle: 'Çıkış yapılamadı',
    logoutFailedText: 'Bağlantınızı kontrol edip tekrar deneyin.',
    menuLabel: (name: string) => `${name}: hesap menüsü`,
  },
  toasts: {
    regionLabel: 'Bildirimler',
    close: 'Bildirimi kapat',
  },
} as const;

/** Search page address for a query, as the header search builds it (spec §2: trimmed; empty → plain /search). */
export function searchHref(text: string): string {
  const q = text.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}
