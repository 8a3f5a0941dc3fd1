import { describe, it, expect } from 'vitest';
import { formatTrPhone, formatTrPhoneIntl, isTrMobile, isValidTrPhone, normalizeTrPhone, phoneHref } from './phone.ts';

describe('normalizeTrPhone', () => {
  it.each([
    ['0322 456 01 01', '+903224560101'],
    ['0 (322) 456-01-01', '+903224560101'],
    ['(0322) 456 01 01', '+903224560101'],
    ['+90 (532) 111 22 33', '+905321112233'],
    ['+90 532 111 22 33', '+905321112233'],
    ['+905321112233', '+905321112233'],
    ['5321112233', '+905321112233'],
    ['05321112233', '+905321112233'],
    ['90 322 456 01 01', '+903224560101'],
    ['0090 322 456 01 01', '+903224560101'],
    ['0322.456.01.01', '+903224560101'],
    ['0322\u00a0456\u202f01 01', '+903224560101'],
    ['0850 222 33 44', '+908502223344'],
    ['0212 555 66 77', '+902125556677'],
    ['0462 123 45 67', '+904621234567'],
    // decision 015: numbers as businesses publish them
    ['444 84 64', '+904448464'],
    ['4448464', '+904448464'],
    ['0444 84 64', '+904448464'],
    ['+90 444 84 64', '+904448464'],
    ['444 1 444', '+904441444'],
    ['0850 123 45 67', '+908501234567'],
    ['850 123 45 67', '+908501234567'],
    ['+90 850 123 45 67', '+908501234567'],
    ['0800 211 00 00', '+908002110000'],
    ['08002110000', '+908002110000'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTrPhone(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['444 84 6'], // a 444 number has 4 digits after 444
    ['445 84 64'], // only 444 is a nationwide short prefix
    ['112'],
    ['0322 456 01'], // too short
    ['0322 456 01 011'], // too long
    ['+1 212 555 0100'], // another country
    ['+49 30 1234567'],
    ['0622 456 01 01'], // no area code starts with 6
    ['0122 456 01 01'],
    ['1234567890'],
    ['+90 322 456 01 01 ext 5'],
    ['0322-456-01-01 / 02'],
  ])('rejects %j', (input) => {
    expect(normalizeTrPhone(input)).toBeNull();
    expect(isValidTrPhone(input)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(normalizeTrPhone(null)).toBeNull();
    expect(normalizeTrPhone(undefined)).toBeNull();
  });

  it('is idempotent on its output', () => {
    const once = normalizeTrPhone('0322 456 01 01')!;
    expect(normalizeTrPhone(once)).toBe(once);
    expect(once).toMatch(/^\+90\d{10}$/);
  });
});

describe('formatTrPhone', () => {
  it('formats E.164 in the domestic style', () => {
    expect(formatTrPhone('+903224560101')).toBe('0322 456 01 01');
    expect(formatTrPhone('+905321112233')).toBe('0532 111 22 33');
  });

  it('accepts any valid spelling and leaves invalid input unchanged', () => {
    expect(formatTrPhone('90 322 456 0101')).toBe('0322 456 01 01');
    expect(formatTrPhone(' 445 1 444 ')).toBe('445 1 444');
    expect(formatTrPhone('+904448464')).toBe('444 84 64');
    expect(formatTrPhoneIntl('+904448464')).toBe('+90 444 84 64');
    expect(phoneHref('444 84 64')).toBe('tel:+904448464');
    expect(formatTrPhone(null)).toBe('');
  });

  it('has an international style and tel: links', () => {
    expect(formatTrPhoneIntl('+903224560101')).toBe('+90 322 456 01 01');
    expect(phoneHref('0322 456 01 01')).toBe('tel:+903224560101');
    expect(phoneHref('nope')).toBeNull();
  });

  it('tells mobiles from landlines', () => {
    expect(isTrMobile('0532 111 22 33')).toBe(true);
    expect(isTrMobile('0322 456 01 01')).toBe(false);
  });
});
