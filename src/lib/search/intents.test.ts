import { describe, expect, it } from 'vitest';
import { priceIntent, readIntents, wantsOpen, withoutIntent } from './intents.ts';

describe('readIntents', () => {
  it.each([
    ['açık eczane', 'eczane', ['open']],
    ['şimdi açık restoran', 'restoran', ['open']],
    ['ACIK olan kafe', 'kafe', ['open']],
    ['şimdi açık olan otel', 'otel', ['open']],
    ['yakınımdaki kafe', 'kafe', ['near']],
    ['en yakın eczane', 'eczane', ['near']],
    ['ucuz otel', 'otel', ['cheap']],
    ['uygun fiyatlı kebap', 'kebap', ['cheap']],
    ['lüks otel', 'otel', ['pricey']],
    ['nöbetçi eczane', 'eczane', ['onDuty']],
    ['nöbetçi', 'eczane', ['onDuty']],
    ['açık ucuz restoran yakınımda', 'restoran', ['open', 'cheap', 'near']],
    ['açık büfe kahvaltı', 'açık büfe kahvaltı', []],
    ['Işık Kafe', 'Işık Kafe', []],
    ['açıktır', 'açıktır', []],
  ])('%s → %s %j', (q, text, intents) => {
    expect(readIntents(q)).toEqual({ text, intents });
  });

  it('names the price level and the open filter', () => {
    expect(priceIntent(readIntents('ucuz otel').intents)).toBe('cheap');
    expect(priceIntent(readIntents('otel').intents)).toBeUndefined();
    expect(wantsOpen(readIntents('nöbetçi eczane').intents)).toBe(true);
    expect(wantsOpen(readIntents('ucuz otel').intents)).toBe(false);
  });

  it('takes one intent out of the typed query (a chip’s ×), keeping the others as typed', () => {
    expect(withoutIntent('açık ucuz restoran', 'open')).toBe('ucuz restoran');
    expect(withoutIntent('Şimdi açık kafe yakınımda', 'near')).toBe('Şimdi açık kafe');
    expect(withoutIntent('nöbetçi', 'onDuty')).toBe('eczane');
    expect(withoutIntent('açık büfe', 'open')).toBe('açık büfe');
  });
});
