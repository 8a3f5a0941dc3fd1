/**
 * What the host hands an on-demand page in `Astro.locals` (decisions 010 and 026): the page's data, loaded by the
 * function through the same feature queries the build uses, so the compiled page never opens a database.
 */
import type { BusinessPageData } from '#features/businesses/business-page.ts';
import type { ListPageData } from '#features/businesses/list-pages.ts';
import type { PublicCategory } from '#features/businesses/public.ts';

export interface OnDemandLocals {
  /** The business to show; null answers 'İşletme bulunamadı' with status 404. */
  businessPage?: BusinessPageData | null;
  /** A page of /businesses or of a category; null answers 404 ('Kategori bulunamadı' without `listCategory`). */
  listPage?: ListPageData | null;
  /** The category of a category address whose page does not exist (past the end): 'Sayfa bulunamadı'. */
  listCategory?: PublicCategory | null;
}
