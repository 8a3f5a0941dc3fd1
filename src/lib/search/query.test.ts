import { describe, expect, it } from 'vitest';
import {
  buildPlan,
  candidateTerms,
  filterTsQuery,
  joinHyphenated,
  planTsQuery,
  rankByFieldGroups,
  tokenTsQuery,
  walkFieldGroup,
  walkLimit,
  type TermCounts,
  type TokenPlan,
} from './query.ts';

const word = (token: string, terms: string[], narrowing = true): TokenPlan => ({ token, terms, corrected: false, narrowing, counts: null });
const counts = (all: number): TermCounts => ({ all, a: all / 2, ab: all / 2, abc: all / 2 });
const known = (...terms: [string, number][]) => new Map(terms.map(([t, n]) => [t, counts(n)]));

describe('candidateTerms', () => {
  it('gives each query word its minimal prefix terms', () => {
    expect(candidateTerms('Kitaplar SEYHAN')).toEqual([
      { token: 'kitaplar', terms: ['kitap', 'kitab'] },
      { token: 'seyhan', terms: ['seyhan'] },
    ]);
    // a word of the synonym table also searches what it means (synonyms.ts)
    expect(candidateTerms('Dişçiler SEYHAN')).toEqual([
      {
        token: 'disciler',
        terms: ['disci', 'dis hekim', 'dis klinik|klinig', 'agiz', 'dental', 'dentist', 'dentisd', 'dis poliklinik|poliklinig'],
        concept: true,
        kinds: ['saglik'],
      },
      { token: 'seyhan', terms: ['seyhan'] },
    ]);
    expect(candidateTerms('No 24')).toEqual([
      { token: 'no', terms: ['no'] },
      { token: '24', terms: ['24'] },
    ]);
    expect(candidateTerms('%_\\')).toEqual([]);
  });
});

describe('buildPlan', () => {
  const candidates = candidateTerms('kebapçılar seyhan');

  it('keeps the terms the dictionary knows', () => {
    expect(buildPlan(candidates, { existing: known(['kebap', 12], ['seyhan', 30]) })).toEqual({
      tokens: [
        { ...word('kebapcilar', ['kebap']), counts: counts(12) },
        { ...word('seyhan', ['seyhan']), counts: counts(30) },
      ],
    });
  });
  it('uses the corrections of a word the dictionary does not know', () => {
    const plan = buildPlan(candidateTerms('kebep'), { existing: known(), corrections: new Map([['kebep', ['kebap', 'kebapci']]]) });
    expect(plan).toEqual({ tokens: [{ token: 'kebep', terms: ['kebap'], corrected: true, narrowing: true, counts: null }] });
  });
  it('is null when a word matches nothing: several words narrow, nonsense finds nothing', () => {
    expect(buildPlan(candidates, { existing: known(['kebap', 3]) })).toBeNull();
    expect(buildPlan(candidateTerms('qwxzvbn'), { existing: known(), corrections: new Map([['qwxzvbn', []]]) })).toBeNull();
    expect(buildPlan([], { existing: known() })).toBeNull();
  });
  it('a word in most of many businesses ranks but does not narrow', () => {
    const plan = buildPlan(candidateTerms('adana kebap'), {
      existing: known(['adana', 99_000], ['kebap', 2_400]),
      totalBusinesses: 100_000,
    });
    expect(plan?.tokens.map((t) => [t.token, t.narrowing])).toEqual([
      ['adana', false],
      ['kebap', true],
    ]);
    expect(filterTsQuery(plan!)).toBe('(kebap:*)');
    const alone = buildPlan(candidateTerms('adana'), { existing: known(['adana', 99_000]), totalBusinesses: 100_000 });
    expect(filterTsQuery(alone!)).toBeNull();
  });
  it('in a small guide every word narrows', () => {
    const plan = buildPlan(candidateTerms('adana'), { existing: known(['adana', 80]), totalBusinesses: 84 });
    expect(plan?.tokens[0]?.narrowing).toBe(true);
  });
});

describe('tsquery text', () => {
  const plan = { tokens: [word('kebapcilar', ['kebap', 'kebab']), word('seyhan', ['seyhan'])] };
  it('is AND across words, OR across terms, every term a prefix', () => {
    expect(planTsQuery(plan)).toBe('(kebap:* | kebab:*) & (seyhan:*)');
    expect(filterTsQuery(plan)).toBe('(kebap:* | kebab:*) & (seyhan:*)');
  });
  it('restricts to weights', () => {
    expect(tokenTsQuery(plan.tokens[0]!, 'A')).toBe('(kebap:*A | kebab:*A)');
    expect(planTsQuery(plan, 'B')).toBe('(kebap:*B | kebab:*B) & (seyhan:*B)');
    expect(planTsQuery(plan, 'AB')).toBe('(kebap:*AB | kebab:*AB) & (seyhan:*AB)');
  });
  it('refuses a term that is not folded letters and digits', () => {
    expect(() => tokenTsQuery(word('x', ["a' | b"]))).toThrow(/unsafe/);
    expect(() => tokenTsQuery(word('x', ['ş']))).toThrow(/unsafe/);
  });
});

describe('walkFieldGroup', () => {
  it('walks the rating index only where the group is large enough to fill the page quickly', () => {
    expect(walkFieldGroup(8_500, 100_000, 24)).toBe(true); // about 280 rows walked instead of 8,500 collected
    expect(walkFieldGroup(500, 100_000, 24)).toBe(false); // a walk would read 4,800 rows
    expect(walkFieldGroup(0, 100_000, 24)).toBe(false); // an empty group would be walked to the end
    expect(walkFieldGroup(8_500, 100_000, 5_000)).toBe(false); // deep pages collect
    expect(walkFieldGroup(40, 0, 24)).toBe(false); // unknown size
  });
  it('counts the filters: a walk through a filtered index reads more rows for the same page', () => {
    expect(walkFieldGroup(13_000, 100_000, 24, 0.5)).toBe(true); // "wi-fi", open now: about 370 rows
    expect(walkFieldGroup(8_500, 100_000, 24, 0.05)).toBe(false); // one small district: about 5,600 rows
    expect(walkFieldGroup(8_500, 100_000, 24, 0)).toBe(false); // nothing passes the filters
  });
  it('stops a walk at the break-even, half the group', () => {
    expect(walkLimit(13_000)).toBe(6_500);
    expect(walkLimit(1)).toBe(1);
  });
});

describe('rankByFieldGroups', () => {
  it('takes a broad word near the top from the field groups, anything else by scoring every match', () => {
    expect(rankByFieldGroups(counts(9_000), 100_000, 24)).toBe(true);
    expect(rankByFieldGroups(counts(2_400), 100_000, 24)).toBe(false);
    expect(rankByFieldGroups(counts(9_000), 100_000, 10_024)).toBe(false);
    expect(rankByFieldGroups(null, 100_000, 24)).toBe(false);
  });
  it('counts only the matches the filters let through', () => {
    expect(rankByFieldGroups(counts(13_000), 100_000, 24, 0.5)).toBe(true); // about 6,500 open now
    expect(rankByFieldGroups(counts(9_000), 100_000, 24, 0.1)).toBe(false); // about 900 in the category
  });
});

describe('joinHyphenated', () => {
  it('joins hyphenated words and leaves the rest', () => {
    expect(joinHyphenated('Wi-Fi kafe')).toBe('WiFi kafe');
    expect(joinHyphenated('e-posta - adres')).toBe('eposta - adres');
    expect(joinHyphenated('kebap')).toBe('kebap');
  });
});
