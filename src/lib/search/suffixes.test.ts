import { describe, expect, it } from 'vitest';
import { foldTurkish } from '#lib/turkish.ts';
import { minimalPrefixes, softened, stems, wordVariants } from './suffixes.ts';

const f = foldTurkish;

describe('stems (folded spelling)', () => {
  it.each([
    ['kebapçılar', ['kebapci', 'kebap']],
    ['kebapçılardan', ['kebapcilar', 'kebapci', 'kebap']],
    ['meyhanesi', ['meyhane']],
    ['restoranlar', ['restoran']],
    ['restoranları', ['restoran']],
    ['otelleri', ['otel']],
    ['otellerde', ['oteller', 'otel']],
    ['kafedeki', ['kafe']],
    ['Seyhandaki', ['seyhan']],
    ['kafeden', ['kafe']],
    ['Güllüoğlunun', ['gulluoglu', 'gulluogl']],
    ['otelin', ['otel']],
    ['kafenin', ['kafe']],
    ['dönerci', ['doner']],
    ['kebapçı', ['kebap']],
    ['kebabı', ['kebab']],
    ['kafeyi', ['kafe']],
    ['ofiste', ['ofis']],
    ['kafeler', ['kafe']],
  ])('%s → %j', (word, expected) => {
    expect(stems(f(word))).toEqual(expected);
  });

  it('never leaves a stem shorter than 4 letters', () => {
    expect(stems('pasta')).toEqual([]); // not "pas"
    expect(stems('selin')).toEqual([]); // not "sel"
    expect(stems('usta')).toEqual([]);
    expect(stems('cayci')).not.toContain('cay');
  });

  it('leaves words without a suffix alone', () => {
    for (const w of ['kebap', 'kafe', 'fitness', 'adana', 'meyhane', 'berber']) expect(stems(w)).toEqual([]);
  });

  it('ignores words with digits', () => {
    expect(stems('01120')).toEqual([]);
    expect(stems('no24ler')).toEqual([]);
  });
});

describe('softened', () => {
  it('alternates the final consonant both ways', () => {
    expect(softened('kebap')).toBe('kebab');
    expect(softened('kebab')).toBe('kebap');
    expect(softened('kitap')).toBe('kitab');
    expect(softened('kopeg')).toBe('kopek');
    expect(softened('yurt')).toBe('yurd');
  });
  it('leaves short words and other endings alone', () => {
    expect(softened('kafe')).toBeNull();
    expect(softened('top')).toBeNull();
    expect(softened('otel')).toBeNull();
  });
});

describe('wordVariants and minimalPrefixes', () => {
  it('gives the word, its stems and their softened forms', () => {
    expect(wordVariants('kebapcilar')).toEqual(['kebapcilar', 'kebapci', 'kebap', 'kebab']);
    expect(wordVariants('kebabi')).toEqual(['kebabi', 'kebab', 'kebap']);
    expect(wordVariants('kebap')).toEqual(['kebap', 'kebab']);
  });
  it('drops terms another term covers as a prefix', () => {
    expect(minimalPrefixes(['kebapcilar', 'kebapci', 'kebap', 'kebab'])).toEqual(['kebap', 'kebab']);
    expect(minimalPrefixes(['otel', 'otel', 'oteller'])).toEqual(['otel']);
    expect(minimalPrefixes([])).toEqual([]);
  });
});
