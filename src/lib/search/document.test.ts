import { describe, expect, it } from 'vitest';
import { searchDocumentParts, searchDocumentWords } from './document.ts';

const business = {
  name: 'Şükrü Usta Kebap',
  category: 'Restoranlar',
  subcategory: 'Kebapçı',
  description: "Adana'nın acılı kebabı.",
  features: ['Paket Servis', 'Wi-Fi'],
  address: 'Reşatbey Mah. No:24, 01120 Seyhan/Adana',
  district: 'Seyhan',
};

describe('searchDocumentParts', () => {
  it('folds each field into its weight: name A, category B, features C, the rest D', () => {
    expect(searchDocumentParts(business)).toEqual({
      A: 'sukru usta kebap',
      B: 'restoranlar kebapci',
      C: 'paket servis wi fi wifi',
      D: 'adana acili kebabi resatbey mah no 24 01120 seyhan adana seyhan',
    });
  });
  it('copes with missing fields', () => {
    expect(searchDocumentParts({ name: 'Işık' })).toEqual({ A: 'isik', B: '', C: '', D: '' });
  });
});

describe('searchDocumentWords', () => {
  it('lists the distinct words', () => {
    const words = searchDocumentWords(business);
    expect(words.has('sukru')).toBe(true);
    expect(words.has('adana')).toBe(true);
    expect(words.has('')).toBe(false);
    expect([...words].filter((w) => w === 'seyhan')).toHaveLength(1);
  });
});
