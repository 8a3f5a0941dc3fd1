import { describe, it, expect } from 'vitest';
import { businessSearchKey, compareTr, foldTurkish, slugifyTr, trLower, trUpper, visibleText } from './turkish.ts';

describe('foldTurkish', () => {
  it('folds every spelling of "ışık" to the same key', () => {
    const keys = ['isik', 'IŞIK', 'ışık', 'Işık', 'ISIK', 'İŞİK'].map(foldTurkish);
    expect(new Set(keys)).toEqual(new Set(['isik']));
  });

  it('folds names with Turkish letters', () => {
    expect(foldTurkish('Şükrü Usta')).toBe('sukru usta');
    expect(foldTurkish('Güllüoğlu Baklava')).toBe('gulluoglu baklava');
    expect(foldTurkish('ÇUKUROVA')).toBe('cukurova');
    expect(foldTurkish('Yüreğir')).toBe('yuregir');
  });

  it('maps İ to i (not i + combining dot) and I to ı → i', () => {
    expect(foldTurkish('İSTANBUL')).toBe('istanbul');
    expect(foldTurkish('istanbul')).toBe('istanbul');
    expect(foldTurkish('İSTANBUL')).toBe(foldTurkish('istanbul'));
    expect(foldTurkish('İSTANBUL')).toHaveLength(8);
  });

  it('drops other diacritics and collapses whitespace', () => {
    expect(foldTurkish('  Kâğıt   Helvâ\tEvi \n')).toBe('kagit helva evi');
    expect(foldTurkish('Café Crème')).toBe('cafe creme');
    expect(foldTurkish('')).toBe('');
    expect(foldTurkish(null)).toBe('');
    expect(foldTurkish(undefined)).toBe('');
  });
});

describe('trLower / trUpper', () => {
  it('uses the Turkish locale rules', () => {
    expect(trLower('IŞIK')).toBe('ışık');
    expect(trLower('İNCİ')).toBe('inci');
    expect(trUpper('istanbul')).toBe('İSTANBUL');
    expect(trUpper('ılık')).toBe('ILIK');
  });
});

describe('compareTr', () => {
  it('sorts in Turkish alphabetical order', () => {
    const words = ['Zeytin', 'Çiğ', 'Cam', 'İnci', 'Ilık', 'Öz', 'Oba', 'Şeker', 'Su', 'Ülkü', 'Un'];
    const sorted = [...words].sort(compareTr);
    expect(sorted).toEqual(['Cam', 'Çiğ', 'Ilık', 'İnci', 'Oba', 'Öz', 'Su', 'Şeker', 'Un', 'Ülkü', 'Zeytin']);
    const at = (w: string) => sorted.indexOf(w);
    expect(at('Cam')).toBeLessThan(at('Çiğ'));
    expect(at('Ilık')).toBeLessThan(at('İnci'));
    expect(at('Oba')).toBeLessThan(at('Öz'));
    expect(at('Su')).toBeLessThan(at('Şeker'));
    expect(at('Un')).toBeLessThan(at('Ülkü'));
  });

  it('orders ı before i and is case-insensitive', () => {
    expect(compareTr('ı', 'i')).toBeLessThan(0);
    expect(compareTr('c', 'ç')).toBeLessThan(0);
    expect(compareTr('adana', 'ADANA')).toBe(0);
  });
});

describe('slugifyTr', () => {
  it('makes ASCII hyphenated slugs', () => {
    expect(slugifyTr('Sarıçam')).toBe('saricam');
    expect(slugifyTr('Güzellik Salonu')).toBe('guzellik-salonu');
    expect(slugifyTr('Yüreğir')).toBe('yuregir');
    expect(slugifyTr('Çukurova')).toBe('cukurova');
    expect(slugifyTr('Karaisalı')).toBe('karaisali');
    expect(slugifyTr('Alışveriş')).toBe('alisveris');
    expect(slugifyTr('Sağlık')).toBe('saglik');
    expect(slugifyTr('Eğitim')).toBe('egitim');
    expect(slugifyTr('  Şükrü Usta — Kebap & Lahmacun!  ')).toBe('sukru-usta-kebap-ve-lahmacun');
    expect(slugifyTr('İNCİ')).toBe('inci');
    expect(slugifyTr('---')).toBe('');
  });
});

describe('businessSearchKey', () => {
  it('folds and concatenates the searchable fields', () => {
    const key = businessSearchKey({
      name: 'Işık Kafe',
      category: 'Kafeler',
      subcategory: 'Kahve Dükkânı',
      description: 'Türk kahvesi ve ev yapımı kurabiyeler.',
      features: ['Wi-Fi', 'Paket Servis'],
      address: 'Reşatbey Mah., No:5, 01120 Seyhan/Adana',
      district: 'Seyhan',
    });
    expect(key).toBe(
      'isik kafe kafeler kahve dukkani turk kahvesi ve ev yapimi kurabiyeler. wi-fi paket servis resatbey mah., no:5, 01120 seyhan/adana seyhan',
    );
    expect(key).toContain(foldTurkish('IŞIK'));
  });

  it('skips missing fields', () => {
    expect(businessSearchKey({ name: 'Şükrü Usta Kebap', category: null, features: null })).toBe('sukru usta kebap');
  });
});

describe('visibleText', () => {
  it('drops bidi overrides and isolates, so a name cannot be shown reversed', () => {
    expect(visibleText('\u202eefaK kışI')).toBe('efaK kışI');
    expect(visibleText('Işık\u2066 Kafe\u2069\u202c')).toBe('Işık Kafe');
    expect(visibleText('\u200fIşık\u200e Kafe')).toBe('Işık Kafe');
  });

  it('drops zero-width spaces, joiners, the BOM, the word joiner and the soft hyphen', () => {
    expect(visibleText('I\u200bşı\u200ck\u200d Ka\ufefffe\u2060\u00ad')).toBe('Işık Kafe');
  });

  it('composes letters (NFC): s + combining cedilla is ş', () => {
    expect(visibleText('Kebapc\u0327ı Has\u0327im')).toBe('Kebapçı Haşim');
  });

  it('keeps emoji (surrogate pairs) and ordinary punctuation', () => {
    expect(visibleText('Çay & Simit 😀 (Seyhan)')).toBe('Çay & Simit 😀 (Seyhan)');
  });

  it('a padded or reversed-looking name folds like the plain one', () => {
    expect(foldTurkish('Işık\u200b Kafe')).toBe(foldTurkish('Işık Kafe'));
    expect(foldTurkish('\u202dIşık Kafe\u202c')).toBe('isik kafe');
  });
});
