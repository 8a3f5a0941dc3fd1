import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, MAX_WORD_LENGTH, queryTokens, textWords } from './tokenize.ts';

describe('textWords', () => {
  it('folds Turkish letters and case the same way for every spelling', () => {
    expect(textWords('Işık Kafe')).toEqual(['isik', 'kafe']);
    expect(textWords('IŞIK KAFE')).toEqual(['isik', 'kafe']);
    expect(textWords('İNCİ ılıca ÇĞÖŞÜ')).toEqual(['inci', 'ilica', 'cgosu']);
  });

  it('ends a word at an apostrophe: the suffixes of proper names are not words', () => {
    expect(textWords("Adana'nın en iyi kebabı")).toEqual(['adana', 'en', 'iyi', 'kebabi']);
    expect(textWords('Şükrü’nün yeri, Seyhan’da')).toEqual(['sukru', 'yeri', 'seyhan']);
  });

  it('splits on everything that is not a letter or a digit', () => {
    expect(textWords('Wi-Fi, No:24 (01120) %_\\.*🍕kebap')).toEqual(['wi', 'fi', 'no', '24', '01120', 'kebap']);
    expect(textWords("'; DROP TABLE businesses; --")).toEqual(['drop', 'table', 'businesses']);
    expect(textWords('')).toEqual([]);
    expect(textWords(null)).toEqual([]);
  });

  it('keeps hyphenated words whole too, for documents', () => {
    expect(textWords('Wi-Fi ve E-Posta', { compounds: true })).toEqual(['wi', 'fi', 've', 'e', 'posta', 'wifi', 'eposta']);
    expect(textWords('Wi-Fi')).toEqual(['wi', 'fi']);
  });

  it('cuts very long words', () => {
    expect(textWords('a'.repeat(100))).toEqual(['a'.repeat(MAX_WORD_LENGTH)]);
  });
});

describe('queryTokens', () => {
  it('drops one-letter words and repeated words', () => {
    expect(queryTokens('eski d')).toEqual(['eski']);
    expect(queryTokens('kebap KEBAP kebap')).toEqual(['kebap']);
  });

  it('keeps numbers, even short ones', () => {
    expect(queryTokens('No 5')).toEqual(['no', '5']);
  });

  it('drops Turkish function words unless nothing else is left', () => {
    expect(queryTokens('kebap ve lahmacun')).toEqual(['kebap', 'lahmacun']);
    expect(queryTokens('en iyi kafe')).toEqual(['iyi', 'kafe']);
    expect(queryTokens('ve')).toEqual(['ve']);
  });

  it('finds nothing searchable in punctuation and emoji', () => {
    for (const q of ['%', '_', "'", '\\', '.*', '(', '🍕🍕', '   ', '\u0000']) expect(queryTokens(q)).toEqual([]);
  });

  it('keeps at most 8 words', () => {
    expect(queryTokens('bir iki üç dört beş altı yedi sekiz dokuz on')).toHaveLength(MAX_QUERY_TOKENS);
  });
});
