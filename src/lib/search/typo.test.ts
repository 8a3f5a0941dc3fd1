import { describe, expect, it } from 'vitest';
import { allowedEdits, chooseCorrections, editDistance, prefixEditDistance } from './typo.ts';

describe('editDistance', () => {
  it('counts a wrong, missing or extra letter and a swap of neighbours as one edit', () => {
    expect(editDistance('kebap', 'kebap')).toBe(0);
    expect(editDistance('kebep', 'kebap')).toBe(1); // wrong
    expect(editDistance('kebp', 'kebap')).toBe(1); // missing
    expect(editDistance('kebaap', 'kebap')).toBe(1); // extra
    expect(editDistance('kebpa', 'kebap')).toBe(1); // swapped
    expect(editDistance('fitnes', 'fitness')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('stops early above the limit', () => {
    expect(editDistance('qwxzvbn', 'kebap', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('prefixEditDistance', () => {
  it('compares with the beginning of the word (the visitor is still typing)', () => {
    expect(prefixEditDistance('restorn', 'restoranlar', 1)).toBe(1);
    expect(prefixEditDistance('gulluo', 'gulluoglu', 1)).toBe(0);
    expect(prefixEditDistance('zzzzz', 'restoranlar', 1)).toBe(2);
  });
});

describe('allowedEdits', () => {
  it('allows none under 4 letters, one up to 7, two from 8', () => {
    expect([1, 3, 4, 5, 7, 8, 12].map(allowedEdits)).toEqual([0, 0, 1, 1, 1, 2, 2]);
  });
});

describe('chooseCorrections', () => {
  const dict = (...words: [string, number][]) => words.map(([word, businessCount]) => ({ word, businessCount }));

  it('corrects one wrong, missing or extra letter in words of 5+ letters', () => {
    const d = dict(['kebap', 10], ['fitness', 2], ['kafe', 8], ['kale', 1]);
    expect(chooseCorrections('kebep', d).map((c) => c.word)).toEqual(['kebap']);
    expect(chooseCorrections('kbap', d).map((c) => c.word)).toEqual(['kebap']);
    expect(chooseCorrections('fitnes', d).map((c) => c.word)).toEqual(['fitness']);
    expect(chooseCorrections('fitnees', d).map((c) => c.word)).toEqual(['fitness']);
  });
  it('does not correct short words towards short words', () => {
    expect(chooseCorrections('kafa', dict(['kafe', 8], ['kale', 1]))).toEqual([]);
    expect(chooseCorrections('abc', dict(['abd', 8]))).toEqual([]);
  });
  it('keeps only the closest words, whole words before prefixes, common words first', () => {
    const d = dict(['restore', 1], ['restoranlar', 8], ['restorani', 2]);
    expect(chooseCorrections('restorna', d)).toEqual([
      { word: 'restoranlar', distance: 1, prefix: true },
      { word: 'restorani', distance: 1, prefix: true },
    ]);
    expect(chooseCorrections('kebep', dict(['kebap', 1], ['keber', 9])).map((c) => c.word)).toEqual(['keber', 'kebap']);
  });
  it('nonsense has no corrections', () => {
    expect(chooseCorrections('qwxzvbn', dict(['kebap', 10], ['fitness', 2]))).toEqual([]);
    expect(chooseCorrections('zzzzzz', dict(['pizza', 3]))).toEqual([]);
  });
  it('ignores numbers and unsafe dictionary entries', () => {
    expect(chooseCorrections('01120', dict(['01121', 3]))).toEqual([]);
    expect(chooseCorrections('kebep', dict(["keb'p", 3]))).toEqual([]);
  });
});
