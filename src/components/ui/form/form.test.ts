import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeInput, codeDigits } from './CodeInput.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Field, type FieldControl } from './Field.tsx';

const input = (control: FieldControl) => h('input', { ...control, name: 'x' });

/** The attributes of the first `<tag>` in rendered markup, names lower-cased, in order (a bare attribute is ''). */
function attributes(html: string, tag: string): Record<string, string> {
  const open = new RegExp(`<${tag}((?:\\s+[^\\s=/>]+(?:="[^"]*")?)*)\\s*/?>`).exec(html);
  if (!open) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries([...open[1]!.matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? '']));
}

describe('Field', () => {
  it('labels the control and names its hint and error', () => {
    const html = renderToStaticMarkup(
      h(Field, {
        id: 'ab-email',
        label: 'E-posta',
        required: true,
        hint: 'Doğrulama bağlantısı',
        error: 'Geçerli bir e-posta yazın.',
        children: input,
      }),
    );
    expect(html).toContain('<label for="ab-email"');
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*>\*<\/span>/);
    expect(attributes(html, 'input')).toMatchObject({
      id: 'ab-email',
      required: '',
      'aria-required': 'true',
      'aria-invalid': 'true',
      'aria-describedby': 'ab-email-hint ab-email-error',
    });
    expect(html).toContain('<p id="ab-email-hint"');
    expect(html).toContain('<p id="ab-email-error"');
  });

  it('leaves out what a plain optional field does not have', () => {
    const html = renderToStaticMarkup(h(Field, { id: 'phone', label: 'Telefon', optional: '(isteğe bağlı)', children: input }));
    expect(html).toContain('(isteğe bağlı)');
    expect(html).not.toMatch(/aria-invalid|aria-describedby|aria-required|required|\*/);
  });

  it('works for a textarea and a select, and adds a shared description', () => {
    const area = renderToStaticMarkup(
      h(Field, {
        id: 'reason',
        label: 'Ret gerekçesi',
        error: 'Yazın.',
        errorRole: 'alert',
        children: (c: FieldControl) => h('textarea', c),
      }),
    );
    expect(attributes(area, 'textarea')).toMatchObject({ id: 'reason', 'aria-invalid': 'true', 'aria-describedby': 'reason-error' });
    expect(area).toMatch(/<p id="reason-error" role="alert"/);
    const select = renderToStaticMarkup(
      h(Field, { id: 'lat', label: 'Enlem', describedBy: 'coords-hint', children: (c: FieldControl) => h('select', c) }),
    );
    expect(attributes(select, 'select')).toMatchObject({ id: 'lat', 'aria-describedby': 'coords-hint' });
  });
});

describe('CodeInput', () => {
  it('keeps digits only, at most six', () => {
    expect(codeDigits('12 34-56')).toBe('123456');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeDigits('kod: 0042')).toBe('0042');
  });

  it('asks phones for the numeric keypad and the one-time-code autofill', () => {
    const html = renderToStaticMarkup(h(CodeInput, { id: 'code', value: '', onChange: () => {} }));
    expect(attributes(html, 'input')).toMatchObject({
      name: 'code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      pattern: '[0-9]*',
      maxlength: '6',
      required: '',
    });
  });
});

describe('ErrorSummary', () => {
  it('lists each field error as a link to its field', () => {
    const html = renderToStaticMarkup(
      h(ErrorSummary, { items: [{ target: 'ab-name', label: 'İşletme adı', message: 'İşletme adı gereklidir' }] }),
    );
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/tabindex="-1"/);
    expect(html).toContain('Lütfen aşağıdaki alanları düzeltin:');
    expect(html).toMatch(/<a href="#ab-name"[^>]*>İşletme adı: İşletme adı gereklidir<\/a>/);
  });

  it('shows a whole-form message alone, and nothing without errors', () => {
    expect(renderToStaticMarkup(h(ErrorSummary, { items: [], message: 'Çok fazla deneme.' }))).toContain('Çok fazla deneme.');
    expect(renderToStaticMarkup(h(ErrorSummary, { items: [] }))).toBe('');
  });
});
