import { describe, expect, it } from 'vitest';
import {
  ADVANCED_STATS_LABEL,
  CAMPAIGNS_LABEL,
  AD_PACKAGE_CAPABILITIES,
  adPackageFeatures,
  DETAILED_STATS_LABEL,
  lowestPlanWith,
  PRIORITY_FEATURE,
  PLAN_CAPABILITIES,
  planCapabilities,
  planFeatures,
} from './plan-capabilities.ts';
import { PLAN_PHOTO_LIMITS, PLANS } from './contract/owners.ts';
import { AD_PACKAGES } from './contract/advertising.ts';

describe('plan capabilities', () => {
  it('covers every plan and every ad package', () => {
    expect(Object.keys(PLAN_CAPABILITIES).sort()).toEqual([...PLANS].sort());
    expect(Object.keys(AD_PACKAGE_CAPABILITIES).sort()).toEqual([...AD_PACKAGES].sort());
  });

  it('gives messages to the paid plans only, featured to premium only, and the photo limits the server checks', () => {
    expect(PLANS.filter((p) => PLAN_CAPABILITIES[p].messages)).toEqual(['basic', 'premium']);
    expect(PLANS.filter((p) => PLAN_CAPABILITIES[p].featured)).toEqual(['premium']);
    expect(PLANS.filter((p) => PLAN_CAPABILITIES[p].priorityListing)).toEqual(['basic', 'premium']);
    expect(planFeatures('free')).not.toContain(PRIORITY_FEATURE);
    expect(PLAN_PHOTO_LIMITS).toEqual({ free: 5, basic: 20, premium: null });
  });

  it('treats an unknown plan code as free', () => {
    expect(planCapabilities('gold')).toBe(PLAN_CAPABILITIES.free);
    expect(planCapabilities(null)).toBe(PLAN_CAPABILITIES.free);
  });

  it('derives each plan’s Turkish feature list from its capabilities', () => {
    expect(planFeatures('free')).toEqual(['5 fotoğraf', 'Son 30 günün görüntülenme, arama, web sitesi ve yol tarifi tıklamaları']);
    expect(planFeatures('basic')).toEqual([
      '20 fotoğraf',
      PRIORITY_FEATURE,
      'Ziyaretçilerden mesaj alma ve panelden yanıtlama',
      'Son 30 günün görüntülenme, arama, web sitesi ve yol tarifi tıklamaları',
      DETAILED_STATS_LABEL,
      CAMPAIGNS_LABEL,
    ]);
    // Built in decision 031 (src/features/campaigns/campaigns.ts, tests/integration/campaigns.test.ts).
    expect(PLANS.filter((p) => PLAN_CAPABILITIES[p].campaigns)).toEqual(['basic', 'premium']);
    expect(lowestPlanWith('campaigns')).toBe('basic');
    // Built in decision 028 (src/features/owners/insights.ts, tests/integration/owner-insights.test.ts).
    expect(planFeatures('premium')).toEqual(expect.arrayContaining([DETAILED_STATS_LABEL, ADVANCED_STATS_LABEL]));
    expect(planFeatures('free').join(' ')).not.toContain('analiz');
    expect([lowestPlanWith('detailedStats'), lowestPlanWith('advancedStats'), lowestPlanWith('stats30Days')]).toEqual([
      'basic',
      'premium',
      'free',
    ]);
    expect(planFeatures('premium')[0]).toBe('Sınırsız fotoğraf');
    expect(planFeatures('premium')).toContain('Ana sayfada “Öne çıkan işletmeler” alanında yer alma');
  });

  it('lists nothing that is not built', () => {
    const all = [...PLANS.flatMap(planFeatures), ...AD_PACKAGES.flatMap(adPackageFeatures)].join(' | ');
    for (const promise of ['API', 'kampanya sayfası', 'Öncelikli destek', 'Reklam desteği', 'danışman']) {
      expect(all).not.toContain(promise);
    }
  });

  it('gives each ad package more than the one below it', () => {
    const [basic, premium, enterprise] = AD_PACKAGES.map(adPackageFeatures);
    expect(premium!.length).toBeGreaterThan(basic!.length);
    expect(enterprise!.length).toBeGreaterThan(premium!.length);
    expect(enterprise).toContain('Ana sayfa banner alanında öncelik');
    expect(adPackageFeatures('nope')).toEqual([]);
  });
});
