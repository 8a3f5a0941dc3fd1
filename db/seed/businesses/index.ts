/** The SAMPLE businesses, one file per category (7 each). */
import { alisveris } from './alisveris.ts';
import { barlar } from './barlar.ts';
import { egitim } from './egitim.ts';
import { gelinlik } from './gelinlik.ts';
import { guzellik } from './guzellik.ts';
import { kafeler } from './kafeler.ts';
import { oteller } from './oteller.ts';
import { otomotiv } from './otomotiv.ts';
import { piknik } from './piknik.ts';
import { restoranlar } from './restoranlar.ts';
import { saglik } from './saglik.ts';
import { spor } from './spor.ts';
import type { SampleBusinessEntry } from './types.ts';

export const sampleBusinessesByCategory: Readonly<Record<string, readonly SampleBusinessEntry[]>> = {
  restoranlar,
  oteller,
  kafeler,
  barlar,
  gelinlik,
  saglik,
  guzellik,
  alisveris,
  spor,
  egitim,
  otomotiv,
  piknik,
};

export type { SampleBusiness, SampleBusinessEntry } from './types.ts';
