/** Steps the owners' browser tests share (tests/e2e/owners.e2e.ts, owners-flows.e2e.ts). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated } from './browser.ts';

export { hydrated };

/** A visitor's "Düzenleme öner" on the business page: "Telefon yanlış" with `note`, sent and thanked. */
export async function suggestPhoneCorrection(page: Page, businessId: number, note: string): Promise<void> {
  await page.goto(`/business/${businessId}`);
  const suggest = page.getByRole('button', { name: 'Bilgiler yanlış mı? Düzenleme öner' });
  await suggest.scrollIntoViewIfNeeded();
  await hydrated(page, 'SuggestEdit');
  await expect
    .poll(async () => {
      if (!(await page.getByLabel('Telefon yanlış').isVisible())) await suggest.click();
      return page.getByLabel('Telefon yanlış').isVisible();
    })
    .toBe(true);
  await page.getByLabel('Telefon yanlış').check();
  await page.getByLabel('Not').fill(note);
  await page.getByRole('button', { name: 'Öneriyi gönder' }).click();
  await expect.poll(() => page.getByText('Teşekkürler!', { exact: false }).isVisible()).toBe(true);
}
