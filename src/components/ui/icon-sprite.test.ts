/**
 * icons.svg is generated from icons.ts (iconSprite()) and shipped as one cached file: they must stay equal.
 * After changing icons.ts: `UPDATE_ICON_SPRITE=1 npx vitest run src/components/ui/icon-sprite.test.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, ICONS, iconSprite, iconSymbolId } from './icons.ts';

const file = path.join(import.meta.dirname, 'icons.svg');

describe('the icon sprite', () => {
  it('icons.svg is iconSprite() of icons.ts', () => {
    if (process.env.UPDATE_ICON_SPRITE === '1') fs.writeFileSync(file, iconSprite());
    expect(
      fs.readFileSync(file, 'utf8'),
      'icons.svg is stale: UPDATE_ICON_SPRITE=1 npx vitest run src/components/ui/icon-sprite.test.ts',
    ).toBe(iconSprite());
  });

  it('icon-names.ts lists exactly the drawn icons', () => {
    expect([...ICON_NAMES].sort()).toEqual(Object.keys(ICONS).sort());
  });

  it('has a symbol for every name and one for unknown names', () => {
    const sprite = iconSprite();
    for (const name of Object.keys(ICONS)) expect(sprite).toContain(`<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">`);
    expect(iconSymbolId('no-such-icon')).toBe('i-unknown');
    expect(sprite).toContain('<symbol id="i-unknown"');
  });
});
