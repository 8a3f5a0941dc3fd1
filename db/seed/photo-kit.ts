/**
 * Drawing kit of the SAMPLE photo generator (db/seed/generate-photos.ts): colours, a seeded random source,
 * text that fits a box, and the category motifs. Everything is SVG drawn here; no image comes from elsewhere.
 */

export const W = 1024;
export const H = 768;

// ---------------------------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------------------------
export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const rgb = hexToRgb(hex);
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return rgbToHex(rgb.map((v) => v + (target - v) * a) as [number, number, number]);
}

/** `hsl(h, s%, l%)` as hex (h in degrees, s and l in 0–100). */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = s / 100;
  const ll = l / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const f = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return rgbToHex([f(hh + 1 / 3) * 255, f(hh) * 255, f(hh - 1 / 3) * 255]);
}

/** The hue of a hex colour, in degrees. */
export function hueOf(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

// ---------------------------------------------------------------------------------------------
// Randomness (deterministic: the same business always gets the same pictures)
// ---------------------------------------------------------------------------------------------
export interface Rand {
  (): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function rand(seed: number): Rand {
  let s = seed >>> 0;
  const next = (() => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rand;
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.range = (min, max) => min + next() * (max - min);
  next.pick = (list) => list[Math.floor(next() * list.length)]!;
  next.chance = (p) => next() < p;
  return next;
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Centred bold text at (x, y) that fits `maxWidth` (DejaVu Sans Bold averages ~0.64 em per character). */
export function fitText(text: string, x: number, y: number, maxWidth: number, maxSize: number, fill: string, extra = ''): string {
  const size = Math.max(14, Math.min(maxSize, Math.floor(maxWidth / (text.length * 0.64))));
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central" ${extra}>${esc(text)}</text>`;
}

/** "Şükrü Usta Kebap" → "ŞU" (Turkish upper case). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase('tr-TR'))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Category motifs, in a 200×200 box; `c` is a detail colour.
// ---------------------------------------------------------------------------------------------
export const motifs: Record<string, (c: string) => string> = {
  utensils: (c) => `
    <circle cx="100" cy="100" r="62" fill="#fff"/>
    <circle cx="100" cy="100" r="44" fill="none" stroke="${c}" stroke-opacity=".25" stroke-width="5"/>
    <g fill="#fff">
      <rect x="14" y="95" width="10" height="82" rx="5"/>
      <rect x="7" y="26" width="5" height="52" rx="2.5"/><rect x="16.5" y="26" width="5" height="52" rx="2.5"/>
      <rect x="26" y="26" width="5" height="52" rx="2.5"/>
      <path d="M7 72 h24 v14 a12 12 0 0 1 -24 0z"/>
      <path d="M186 26 c-16 12 -18 52 -16 78 h9 v70 a5 5 0 0 0 10 0 V26z"/>
    </g>`,
  bed: (c) => `
    <rect x="40" y="28" width="120" height="160" rx="8" fill="#fff"/>
    <rect x="30" y="18" width="140" height="16" rx="6" fill="#fff"/>
    <g fill="${c}" fill-opacity=".35">
      ${[0, 1, 2, 3]
        .flatMap((row) => [0, 1, 2].map((col) => `<rect x="${56 + col * 34}" y="${48 + row * 30}" width="20" height="18" rx="3"/>`))
        .join('')}
    </g>
    <rect x="86" y="152" width="28" height="36" rx="4" fill="${c}" fill-opacity=".55"/>`,
  coffee: () => `
    <g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".85">
      <path d="M72 58 c-12 -14 12 -22 0 -38"/><path d="M100 58 c-12 -14 12 -22 0 -38"/><path d="M128 58 c-12 -14 12 -22 0 -38"/>
    </g>
    <path d="M40 72 h116 v44 a58 58 0 0 1 -58 58 a58 58 0 0 1 -58 -58z" fill="#fff"/>
    <circle cx="160" cy="104" r="22" fill="none" stroke="#fff" stroke-width="11"/>
    <ellipse cx="98" cy="184" rx="80" ry="10" fill="#fff"/>`,
  wine: (c) => `
    <path d="M36 34 h128 l-64 76z" fill="#fff"/>
    <path d="M62 60 h76 l-38 45z" fill="${c}" fill-opacity=".3"/>
    <rect x="95" y="106" width="10" height="62" fill="#fff"/>
    <ellipse cx="100" cy="172" rx="40" ry="10" fill="#fff"/>`,
  gem: (c) => `
    <circle cx="100" cy="26" r="12" fill="#fff"/>
    <path d="M84 40 h32 l8 52 h-48z" fill="#fff"/>
    <path d="M76 90 h48 c16 40 36 70 58 96 h-164 c22 -26 42 -56 58 -96z" fill="#fff"/>
    <path d="M76 90 h48" stroke="${c}" stroke-opacity=".35" stroke-width="6"/>`,
  stethoscope: (c) => `
    <rect x="74" y="30" width="52" height="140" rx="12" fill="#fff"/>
    <rect x="30" y="74" width="140" height="52" rx="12" fill="#fff"/>
    <path d="M100 120 c-30 -22 -34 -40 -22 -48 c10 -6 20 0 22 8 c2 -8 12 -14 22 -8 c12 8 8 26 -22 48z" fill="${c}" fill-opacity=".45"/>`,
  scissors: () => `
    <g fill="none" stroke="#fff" stroke-width="11"><circle cx="58" cy="152" r="24"/><circle cx="142" cy="152" r="24"/></g>
    <path d="M72 132 L150 24 L160 31 L88 142z" fill="#fff"/>
    <path d="M128 132 L50 24 L40 31 L112 142z" fill="#fff"/>
    <circle cx="100" cy="101" r="6" fill="#fff"/>`,
  'shopping-bag': (c) => `
    <path d="M68 76 v-22 a32 32 0 0 1 64 0 v22" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round"/>
    <rect x="36" y="70" width="128" height="118" rx="12" fill="#fff"/>
    <path d="M70 140 q30 22 60 0" fill="none" stroke="${c}" stroke-opacity=".4" stroke-width="7" stroke-linecap="round"/>`,
  dumbbell: () => `
    <g fill="#fff">
      <rect x="28" y="93" width="144" height="14" rx="7"/>
      <rect x="40" y="56" width="20" height="88" rx="6"/><rect x="20" y="70" width="16" height="60" rx="6"/>
      <rect x="140" y="56" width="20" height="88" rx="6"/><rect x="164" y="70" width="16" height="60" rx="6"/>
    </g>`,
  'graduation-cap': (c) => `
    <path d="M52 104 v40 c28 26 68 26 96 0 v-40 l-48 22z" fill="#fff"/>
    <path d="M100 38 L188 80 L100 122 L12 80z" fill="#fff"/>
    <path d="M100 80 L162 98 v52" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
    <circle cx="162" cy="156" r="9" fill="#fff"/>
    <path d="M100 62 L150 80 L100 98 L50 80z" fill="${c}" fill-opacity=".18"/>`,
  car: (c) => `
    <path d="M14 142 v-32 q0 -10 10 -13 l26 -8 l26 -36 q4 -6 12 -6 h52 q8 0 13 6 l28 36 l16 5 q9 3 9 13 v35z" fill="#fff"/>
    <path d="M84 56 h26 v34 h-52z M120 56 h8 q6 0 9 4 l22 30 h-39z" fill="${c}" fill-opacity=".35"/>
    <g fill="#fff" stroke="${c}" stroke-opacity=".35" stroke-width="8"><circle cx="58" cy="144" r="22"/><circle cx="150" cy="144" r="22"/></g>`,
  trees: () => `
    <path d="M60 24 l40 64 h-18 l32 50 h-108 l32 -50 h-18z" fill="#fff"/>
    <rect x="52" y="138" width="16" height="40" fill="#fff"/>
    <path d="M140 72 l30 50 h-14 l24 38 h-80 l24 -38 h-14z" fill="#fff" fill-opacity=".9"/>
    <rect x="134" y="160" width="12" height="22" fill="#fff" fill-opacity=".9"/>`,
};

export function motif(icon: string, c: string): string {
  const m = motifs[icon];
  if (!m) throw new Error(`No motif for icon "${icon}"`);
  return m(c);
}
