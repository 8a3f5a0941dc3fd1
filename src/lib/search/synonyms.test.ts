import { describe, expect, it } from 'vitest';
import { categorySlugs } from '#lib/reference/categories.ts';
import { candidateTerms, tokenTsQuery } from './query.ts';
import { CONCEPTS, SAY_WORDS, conceptCorrection, findTerm, isConceptWord, termWords } from './synonyms.ts';
import { textWords } from './tokenize.ts';

/** The tsquery semantics of a term on a text, in TypeScript: word beginnings, a phrase's words adjacent. */
function termFinds(term: string, text: string): boolean {
  const words = textWords(text, { compounds: true });
  const phrase = termWords(term);
  return words.some((_, i) => phrase.every((alts, k) => words[i + k] !== undefined && alts.some((a) => words[i + k]!.startsWith(a))));
}
const finds = (query: string, text: string) => candidateTerms(query).every((c) => c.terms.some((t) => termFinds(t, text)));

describe('the synonym table', () => {
  it('has a kind that is a category (or none), and something to say and to find, in every entry', () => {
    for (const c of CONCEPTS) {
      expect(c.say.length, c.example).toBeGreaterThan(0);
      expect(c.find.length, c.example).toBeGreaterThan(0);
      if (c.kind !== null) expect(categorySlugs).toContain(c.kind);
    }
  });

  it('covers every category by its common names', () => {
    const kinds = new Set(CONCEPTS.map((c) => c.kind));
    for (const slug of categorySlugs) expect(kinds, slug).toContain(slug);
  });

  describe.each(CONCEPTS.map((c) => [c.say[0]!, c] as const))('%s', (_, concept) => {
    it.each(concept.say.map((s) => [s]))('"%s" finds the example', (say) => {
      const [token] = candidateTerms(say);
      expect(token?.concept, say).toBe(true);
      expect(finds(say, concept.example), `${say} → ${concept.example}`).toBe(true);
    });
    it('its terms are safe tsquery text', () => {
      expect(() => tokenTsQuery({ terms: concept.find.flatMap(findTerm) })).not.toThrow();
    });
  });

  it('no entry finds the example of another kind of place', () => {
    const wrong: string[] = [];
    for (const c of CONCEPTS) {
      for (const other of CONCEPTS) {
        if (other.kind === c.kind || other.kind === null || c.kind === null) continue;
        for (const say of c.say) if (finds(say, other.example)) wrong.push(`${say} → ${other.example}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('what people mean (decision 015)', () => {
  it.each([
    ['dişçi', 'Gülüş Diş Kliniği'],
    ['dişçi', 'Dt. Ahmet Yılmaz Diş Hekimi'],
    ['dişçiler', 'Ağız ve Diş Sağlığı Merkezi'],
    ['cafe', 'Işık Kafe'],
    ['kafe', 'Kahve Durağı Cafe'],
    ['araba kiralama', 'Seyhan Araç Kiralama'],
    ['araba kiralama', 'Çukurova Rent A Car'],
    ['rent a car', 'Seyhan Araç Kiralama'],
    ['kreş', 'Minikler Anaokulu'],
    ['avm', 'Optimum Alışveriş Merkezi'],
    ['berber', 'Makas Erkek Kuaförü'],
    ['erkek kuaförü', 'Berber Şevket Usta'],
    ['doktor', 'Çukurova Polikliniği'],
    ['doktor', 'Dr. Ayşe Kaya Muayenehanesi'],
    ['hastane', 'Özel Seyhan Hastanesi'],
    ['eczane', 'Nöbetçi Şifa Eczanesi'],
    ['oto tamirci', 'Usta Oto Servis'],
  ])('%s finds "%s"', (q, text) => {
    expect(finds(q, text)).toBe(true);
  });

  it.each([
    ['dişçi', 'Güllüoğlu Baklava'],
    ['dişçi', 'Optimum Outlet AVM'],
    ['hastane', 'İnci Pastanesi'],
    ['araba', 'Otopark ve Vale Hizmeti Olan Kafe'],
    ['giyim', 'Taşköprü Butik Otel'],
    ['espresso', 'Gece Kuşu Bar'],
  ])('%s does not find "%s"', (q, text) => {
    expect(finds(q, text)).toBe(false);
  });

  it('words of the table are known concepts; other words are not', () => {
    expect(isConceptWord('hastane')).toBe(true);
    expect(isConceptWord('disciler')).toBe(true);
    expect(isConceptWord('lahmacuncular')).toBe(true);
    expect(isConceptWord('qwxz')).toBe(false);
    expect(SAY_WORDS).toContain('kres');
  });

  it('a mistyped concept word means that concept, without a dictionary word of another kind', () => {
    const fix = conceptCorrection('hastahne', [{ word: 'pastane', distance: 2, prefix: false }]);
    expect(fix).toContain('hastane');
    expect(fix).not.toContain('pastane');
    // a closer dictionary word is the better guess
    expect(conceptCorrection('kebapx', [{ word: 'kebapx1', distance: 0, prefix: true }])).toBeNull();
    expect(conceptCorrection('qwxzvbn', [])).toBeNull();
  });

  it('a phrase becomes adjacent words in the tsquery', () => {
    const [disci] = candidateTerms('dişçi');
    expect(tokenTsQuery(disci!)).toContain('(dis:* <-> hekim:*)');
    expect(tokenTsQuery(disci!, 'A')).toContain('(dis:*A <-> (klinik:*A | klinig:*A))');
    expect(candidateTerms('rent a car')[0]!.terms).toContain('arac kiralama');
  });
});
