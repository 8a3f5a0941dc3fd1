import { describe, expect, it } from 'vitest';
import { answerIssues } from '#components/ui/form/errors.ts';
import { fieldId, formErrors } from './manual-form.ts';

describe('the manual form’s errors', () => {
  it('puts each message beside its field, a day’s beside the day, anything else on the form', () => {
    const { errors, days } = formErrors(
      answerIssues({ name: 'İşletme adı gereklidir', 'hours.tue': 'Kapanış saati geçersiz', googleCid: 'Geçersiz kimlik' }),
    );
    expect(errors).toEqual({ name: 'İşletme adı gereklidir', hours: 'Kapanış saati geçersiz', form: 'Geçersiz kimlik' });
    expect(days).toEqual({ tue: 'Kapanış saati geçersiz' });
  });

  it('names the controls the browser tests and the summary links find', () => {
    expect(fieldId('name')).toBe('ab-name');
    expect(fieldId('featuredRequested')).toBe('ab-featured');
  });
});
