/**
 * What the host hands an on-demand page in `Astro.locals` (decision 010): the page's data, loaded by the
 * function through the same feature queries the build uses, so the compiled page never opens a database.
 */
import type { BusinessPageData } from '#features/directory/business-page.ts';

export interface OnDemandLocals {
  /** The business to show; null answers 'İşletme bulunamadı' with status 404. */
  businessPage: BusinessPageData | null;
}
