/**
 * The icon set: simple 24×24 stroke drawings (stroke = currentColor, width 2, round joins), one list of path
 * `d` strings per name. Pages and islands draw them from one sprite file (icons.svg, generated from this
 * list: `iconSprite()`), so a page carries `<use href>` references instead of every path inline.
 */
import { isIconName, type IconName } from './icon-names.ts';

export { categoryIcon, ICON_NAMES, type IconName } from './icon-names.ts';

const circle = (cx: number, cy: number, r: number) => `M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0 ${r} ${r} 0 0 1 ${2 * r} 0Z`;

export const ICONS = {
  'alert-triangle': ['M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0Z', 'M12 9v4', 'M12 17h.01'],
  'arrow-left': ['M19 12H5', 'm12 19-7-7 7-7'],
  'arrow-right': ['M5 12h14', 'm12 5 7 7-7 7'],
  bed: ['M2 4v16', 'M2 8h18a2 2 0 0 1 2 2v10', 'M2 17h20', 'M6 8v9'],
  car: [
    'M5 17H4a1 1 0 0 1-1-1v-3.5a2 2 0 0 1 1.2-1.83L6 10l1.6-3.9A2 2 0 0 1 9.45 5h5.1a2 2 0 0 1 1.85 1.1L18 10l1.8.67A2 2 0 0 1 21 12.5V16a1 1 0 0 1-1 1h-1',
    'M9.5 17h5',
    circle(7.5, 17, 2),
    circle(16.5, 17, 2),
    'M6 10h12',
  ],
  'check-circle': ['M22 11.08V12a10 10 0 1 1-5.93-9.14', 'M22 4 12 14.01l-3-3'],
  'chevron-down': ['m6 9 6 6 6-6'],
  'chevron-right': ['m9 18 6-6-6-6'],
  clock: [circle(12, 12, 10), 'M12 6v6l4 2'],
  coffee: ['M17 8h1a4 4 0 0 1 0 8h-1', 'M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V8Z', 'M6 2v2', 'M10 2v2', 'M14 2v2'],
  dumbbell: ['M6 5v14', 'M18 5v14', 'M3 8.5v7', 'M21 8.5v7', 'M6 12h12'],
  gem: ['M6 3h12l4 6-10 13L2 9Z', 'M11 3 8 9l4 13 4-13-3-6', 'M2 9h20'],
  globe: [circle(12, 12, 10), 'M2 12h20', 'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z'],
  'graduation-cap': ['M22 10 12 5 2 10l10 5 10-5Z', 'M6 12v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5', 'M22 10v6'],
  grid: ['M4 4h6v6H4Z', 'M14 4h6v6h-6Z', 'M4 14h6v6H4Z', 'M14 14h6v6h-6Z'],
  heart: [
    'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78Z',
  ],
  home: ['m3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7h-6v7H5a2 2 0 0 1-2-2Z'],
  info: [circle(12, 12, 10), 'M12 16v-4', 'M12 8h.01'],
  'log-out': ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'],
  mail: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z', 'm22 6-10 7L2 6'],
  map: ['M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z', 'M9 4v14', 'M15 6v14'],
  'map-pin': ['M20 10c0 5-5.54 10.19-7.4 11.8a1 1 0 0 1-1.2 0C9.54 20.19 4 15 4 10a8 8 0 0 1 16 0', circle(12, 10, 3)],
  megaphone: ['m3 11 18-5v12L3 14v-3Z', 'M11.6 16.8a3 3 0 1 1-5.8-1.6'],
  'message-circle': ['M7.9 20A9 9 0 1 0 4 16.1L2 22Z'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  phone: [
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92Z',
  ],
  minus: ['M5 12h14'],
  plus: ['M12 5v14', 'M5 12h14'],
  scissors: [circle(6, 6, 3), circle(6, 18, 3), 'M20 4 8.12 15.88', 'M14.47 14.48 20 20', 'M8.12 8.12 12 12'],
  search: [circle(11, 11, 8), 'm21 21-4.35-4.35'],
  sliders: ['M21 4h-7', 'M10 4H3', 'M21 12h-9', 'M8 12H3', 'M21 20h-5', 'M12 20H3', 'M14 2v4', 'M8 10v4', 'M16 18v4'],
  share: [circle(18, 5, 3), circle(6, 12, 3), circle(18, 19, 3), 'm8.59 13.51 6.83 3.98', 'm15.41 6.51-6.82 3.98'],
  'shield-check': ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z', 'm9 12 2 2 4-4'],
  'shopping-bag': ['M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z', 'M3 6h18', 'M16 10a4 4 0 0 1-8 0'],
  sparkles: ['m12 3 1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9Z', 'M5 3v4', 'M3 5h4', 'M19 17v4', 'M17 19h4'],
  star: ['M12 2 15.09 8.26 22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01Z'],
  stethoscope: ['M5 3H4a1 1 0 0 0-1 1v5a5 5 0 0 0 10 0V4a1 1 0 0 0-1-1h-1', 'M8 14v1a6 6 0 0 0 12 0v-3', circle(20, 10, 2)],
  store: ['M3 9 4.5 4h15L21 9', 'M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0', 'M5 11.5V20h14v-8.5', 'M10 20v-5h4v5'],
  trees: [
    'M10 10v.2A3 3 0 0 1 8.9 16H5a3 3 0 0 1-1-5.8V10a3 3 0 0 1 6 0Z',
    'M7 16v6',
    'M13 19v3',
    'M12 19h8.3a1 1 0 0 0 .7-1.7L18 14h.3a1 1 0 0 0 .7-1.7L16 9h.2a1 1 0 0 0 .8-1.7L13 3l-1.4 1.5',
  ],
  user: ['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', circle(12, 7, 4)],
  utensils: ['M3 2v7a2 2 0 0 0 2 2h4a2 2 0 0 0 2-2V2', 'M7 2v20', 'M21 15V2a5 5 0 0 0-5 5v6a2 2 0 0 0 2 2h3Zm0 0v7'],
  wine: ['M8 22h8', 'M7 10h10', 'M12 15v7', 'M12 15a5 5 0 0 0 5-5c0-2-.5-4-2-8H9c-1.5 4-2 6-2 8a5 5 0 0 0 5 5Z'],
  x: ['M18 6 6 18', 'm6 6 12 12'],
} as const satisfies Record<IconName, readonly string[]>;

/** Paths for a name; unknown names draw a neutral circle rather than failing the build. */
export function iconPaths(name: string): readonly string[] {
  return isIconName(name) ? ICONS[name] : [circle(12, 12, 9)];
}

/** The sprite's symbol for an icon name (`<use href="…#i-map">`); unknown names get the neutral circle. */
export const iconSymbolId = (name: string): string => `i-${isIconName(name) ? name : 'unknown'}`;

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The whole set as one SVG sprite: a <symbol id="i-NAME" viewBox="0 0 24 24"> per icon (paths only: fill,
 * stroke and width come from the <svg> that uses it) and `i-unknown`. Written to icons.svg, which Icon.astro,
 * Icon.tsx and CategoryIcon.astro reference as one cached file (icon-sprite.test.ts keeps the two equal).
 */
export function iconSprite(): string {
  const symbol = (id: string, paths: readonly string[]) =>
    `<symbol id="${id}" viewBox="0 0 24 24">${paths.map((d) => `<path d="${escapeAttr(d)}"/>`).join('')}</symbol>`;
  const symbols = (Object.keys(ICONS) as IconName[]).map((name) => symbol(iconSymbolId(name), ICONS[name]));
  symbols.push(symbol('i-unknown', iconPaths('')));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
