import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { businessMessages } from '#lib/business-input.ts';
import { normalizeTime, TIME_FORMAT_MESSAGE, TIME_PATTERN, timeTyping } from './time.ts';
import { TimeInput } from './TimeInput.tsx';

describe('normalizeTime', () => {
  it('reads what people type as 24-hour HH:MM', () => {
    expect(normalizeTime('09:30')).toBe('09:30');
    expect(normalizeTime('9:30')).toBe('09:30');
    expect(normalizeTime('9.30')).toBe('09:30');
    expect(normalizeTime('930')).toBe('09:30');
    expect(normalizeTime('2130')).toBe('21:30');
    expect(normalizeTime('9')).toBe('09:00');
    expect(normalizeTime('18')).toBe('18:00');
    expect(normalizeTime(' 0:05 ')).toBe('00:05');
    expect(normalizeTime('24:00')).toBe('24:00'); // a close at midnight
  });

  it('refuses what is not a time of day', () => {
    for (const bad of ['', '25:00', '24:30', '12:60', '9 pm', '09:30 AM', '1:2', '12345', 'ab:cd'])
      expect(normalizeTime(bad), bad).toBeNull();
  });

  it('agrees with the input pattern on every valid minute', () => {
    const re = new RegExp(`^(?:${TIME_PATTERN})$`);
    for (let h = 0; h < 24; h++)
      for (let m = 0; m < 60; m += 7) {
        const t = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(normalizeTime(t)).toBe(t);
        expect(re.test(t), t).toBe(true);
      }
    expect(re.test('24:00')).toBe(true);
    expect(re.test('9:30')).toBe(false);
  });

  it('says what is wrong in the server’s words', () => {
    expect(TIME_FORMAT_MESSAGE).toBe(businessMessages.hoursTime);
  });

  it('keeps only digits and a separator while typing', () => {
    expect(timeTyping('09:30 PM')).toBe('09:30');
    expect(timeTyping('9.3a0')).toBe('9.30');
  });
});

describe('TimeInput', () => {
  it('is a text field for HH:MM with a numeric keypad, never the locale’s time picker', () => {
    const html = renderToStaticMarkup(h(TimeInput, { id: 'mon-open', value: '09:00', onChange: () => undefined, 'aria-label': 'Açılış' }));
    expect(html).toContain('type="text"');
    expect(html).not.toContain('type="time"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('placeholder="SS:DD"');
    expect(html).toContain('value="09:00"');
    expect(html).toContain('aria-label="Açılış"');
    expect(html).not.toContain(' aria-invalid=');
  });

  it('is marked invalid when the form says so', () => {
    const html = renderToStaticMarkup(h(TimeInput, { value: '25:00', onChange: () => undefined, invalid: true }));
    expect(html).toContain('aria-invalid="true"');
  });
});
