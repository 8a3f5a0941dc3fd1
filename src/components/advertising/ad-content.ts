/** The ad-content editor's form values: read from a request's stored content, and back into what PATCH takes and what the preview shows. */
import type { AdminAdRequest, PublicAd } from '#lib/contract/advertising.ts';

export interface Content {
  title: string;
  description: string;
  image: string;
  features: string;
  bannerAd: boolean;
  instagram: string;
  facebook: string;
  customLandingPage: boolean;
  apiIntegration: boolean;
  phone: string;
  link: string;
}

export function contentOf(ad: AdminAdRequest): Content {
  const c = (ad.adContent ?? {}) as Record<string, unknown>;
  const social = (c.socialMedia ?? {}) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    title: s(c.title),
    description: s(c.description),
    image: s(c.image),
    features: Array.isArray(c.features) ? (c.features as string[]).join('\n') : '',
    bannerAd: c.bannerAd === true,
    instagram: s(social.instagram),
    facebook: s(social.facebook),
    customLandingPage: c.customLandingPage === true,
    apiIntegration: c.apiIntegration === true,
    phone: s(c.phone),
    link: s(c.link),
  };
}

/** An ISO time as the date input's day in Turkey (UTC+3). */
export const day = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 3 * 3600 * 1000).toISOString().slice(0, 10) : '');

const featureList = (c: Content) =>
  c.features
    .split('\n')
    .map((f) => f.trim())
    .filter(Boolean);

/** The stored content of the form (PATCH /api/admin/ads/:id's adContent). */
export function adContentOf(content: Content) {
  return {
    title: content.title,
    description: content.description,
    image: content.image,
    features: featureList(content),
    bannerAd: content.bannerAd,
    socialMedia: { instagram: content.instagram, facebook: content.facebook },
    customLandingPage: content.customLandingPage,
    apiIntegration: content.apiIntegration,
    phone: content.phone,
    link: content.link,
  };
}

/** The ad as it would be shown (the preview under the editor), with the uploaded image's address. */
export function previewOf(ad: AdminAdRequest, content: Content, imagePreview: string): PublicAd {
  return {
    id: ad.id,
    packageType: ad.packageType,
    businessName: ad.businessName,
    businessId: ad.businessId,
    categorySlug: null,
    title: content.title || ad.businessName,
    description: content.description,
    image: imagePreview || null,
    features: featureList(content),
    phone: content.phone || null,
    link: null,
    bannerAd: content.bannerAd,
    socialMedia: { instagram: content.instagram || null, facebook: content.facebook || null },
    customLandingPage: content.customLandingPage,
    apiIntegration: content.apiIntegration,
    duration: ad.duration,
    totalCost: ad.totalCost,
    startDate: null,
    endDate: null,
    status: 'live',
  };
}
