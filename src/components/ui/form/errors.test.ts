import { describe, expect, it } from 'vitest';
import { answerIssues, fieldErrors, partErrors } from './errors.ts';

describe('field errors', () => {
  it('keeps the first message of each field, the whole input under "form"', () => {
    const issues = [
      { path: ['name'], message: 'İşletme adı gereklidir' },
      { path: ['name'], message: 'En fazla 120 karakter' },
      { path: [], message: 'Çok fazla deneme' },
    ];
    expect(fieldErrors(issues)).toEqual({ name: 'İşletme adı gereklidir', form: 'Çok fazla deneme' });
  });

  it('reads a 400 answer’s dotted keys, and the parts of one field', () => {
    const issues = answerIssues({ 'hours.mon': 'Kapanış saati geçersiz', email: 'Geçerli bir e-posta yazın' });
    expect(fieldErrors(issues)).toEqual({ hours: 'Kapanış saati geçersiz', email: 'Geçerli bir e-posta yazın' });
    expect(partErrors(issues, 'hours')).toEqual({ mon: 'Kapanış saati geçersiz' });
    expect(answerIssues(undefined)).toEqual([]);
  });
});
