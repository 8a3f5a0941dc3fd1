/**
 * Generates the SAMPLE photos in public/images/sample/: three 800×600 WebP illustrations per category
 * (category-coloured gradient, soft shapes and a simple motif; no text), named `<slug>-1.webp` … `-3.webp`.
 * Everything is drawn here as SVG and rendered with sharp: no image comes from another host.
 *
 * Run once after changing a motif or colour, and commit the output:
 *   npm exec -- node --import tsx db/seed/generate-photos.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { categorySeeds, type CategorySeed } from '#lib/reference/categories.ts';

export const WIDTH = 800;
export const HEIGHT = 600;
export const PHOTOS_PER_CATEGORY = 3;
export const outputDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/images/sample');

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------
function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `hex` towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const rgb = hexToRgb(hex);
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return rgbToHex(rgb.map((v) => v + (target - v) * a) as [number, number, number]);
}

/** Small deterministic PRNG so the output is the same on every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Motifs, drawn in a 200×200 box; `c` is the category colour (for details on white shapes).
// ---------------------------------------------------------------------------------------------
const motifs: Record<string, (c: string) => string> = {
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
    <ellipse cx="100" cy="172" rx="40" ry="10" fill="#fff"/>
    <circle cx="128" cy="44" r="13" fill="#fff" stroke="${c}" stroke-opacity=".35" stroke-width="4"/>
    <rect x="124" y="14" width="5" height="40" rx="2.5" transform="rotate(20 126 34)" fill="#fff"/>`,
  gem: (c) => `
    <circle cx="100" cy="26" r="12" fill="#fff"/>
    <path d="M84 40 h32 l8 52 h-48z" fill="#fff"/>
    <path d="M76 90 h48 c16 40 36 70 58 96 h-164 c22 -26 42 -56 58 -96z" fill="#fff"/>
    <path d="M76 90 h48" stroke="${c}" stroke-opacity=".35" stroke-width="6"/>
    <g fill="${c}" fill-opacity=".22"><circle cx="80" cy="150" r="5"/><circle cx="100" cy="130" r="5"/><circle cx="120" cy="150" r="5"/><circle cx="100" cy="168" r="5"/></g>`,
  stethoscope: (c) => `
    <circle cx="100" cy="100" r="86" fill="#fff" fill-opacity=".18"/>
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
    <circle cx="68" cy="92" r="6" fill="${c}" fill-opacity=".45"/><circle cx="132" cy="92" r="6" fill="${c}" fill-opacity=".45"/>
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
  trees: (c) => `
    <circle cx="160" cy="40" r="22" fill="#fff" fill-opacity=".85"/>
    <path d="M60 24 l40 64 h-18 l32 50 h-108 l32 -50 h-18z" fill="#fff"/>
    <rect x="52" y="138" width="16" height="40" fill="#fff"/>
    <path d="M140 72 l30 50 h-14 l24 38 h-80 l24 -38 h-14z" fill="#fff" fill-opacity=".9"/>
    <rect x="134" y="160" width="12" height="22" fill="#fff" fill-opacity=".9"/>
    <path d="M0 186 q100 -22 200 0 v14 h-200z" fill="#fff" fill-opacity=".6"/>
    <path d="M60 100 l-16 26 M60 100 l16 26" stroke="${c}" stroke-opacity=".2" stroke-width="4"/>`,
};

function motif(icon: string, c: string): string {
  const m = motifs[icon];
  if (!m) throw new Error(`No motif for icon "${icon}"`);
  return m(c);
}

// ---------------------------------------------------------------------------------------------
// Layouts
// ---------------------------------------------------------------------------------------------
function bokeh(random: () => number, n: number, maxR: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const cx = Math.round(random() * WIDTH);
    const cy = Math.round(random() * HEIGHT);
    const r = Math.round(20 + random() * maxR);
    const o = (0.05 + random() * 0.1).toFixed(2);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${o}"/>`;
  }
  return out;
}

export function photoSvg(cat: CategorySeed, variant: number): string {
  const c = cat.color;
  const random = rng(cat.sortOrder * 101 + variant * 7);
  const dark = shade(c, -0.35);
  const light = shade(c, 0.3);
  const angles: Record<number, [number, number, number, number]> = {
    1: [0, 0, 1, 1],
    2: [1, 0, 0, 1],
    3: [0, 1, 1, 0],
  };
  const [x1, y1, x2, y2] = angles[variant] ?? angles[1]!;
  const defs = `
    <defs>
      <linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
        <stop offset="0" stop-color="${variant === 2 ? light : dark}"/>
        <stop offset="1" stop-color="${variant === 2 ? dark : light}"/>
      </linearGradient>
      <radialGradient id="glow" cx=".5" cy=".5" r=".5">
        <stop offset="0" stop-color="#fff" stop-opacity=".35"/>
        <stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </radialGradient>
    </defs>`;
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`;
  if (variant === 1) {
    body += bokeh(random, 10, 90);
    body += `<circle cx="400" cy="300" r="260" fill="url(#glow)"/>`;
    body += `<g transform="translate(250 150) scale(1.5)">${motif(cat.icon, c)}</g>`;
  } else if (variant === 2) {
    body += bokeh(random, 6, 60);
    body += `<path d="M0 470 C180 400 360 520 560 450 S760 430 800 440 V600 H0z" fill="#fff" fill-opacity=".12"/>`;
    body += `<path d="M0 520 C220 470 420 570 620 510 S780 500 800 505 V600 H0z" fill="#fff" fill-opacity=".16"/>`;
    body += `<circle cx="250" cy="270" r="200" fill="url(#glow)"/>`;
    body += `<g transform="translate(110 130) scale(1.4)">${motif(cat.icon, c)}</g>`;
    body += `<g transform="translate(560 300) scale(0.7)" opacity=".55">${motif(cat.icon, c)}</g>`;
  } else {
    let tiles = '';
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 6; col++) {
        const x = col * 150 - (row % 2) * 75 + 10;
        const y = row * 160 - 30;
        const rot = Math.round((random() - 0.5) * 30);
        tiles += `<g transform="translate(${x} ${y}) rotate(${rot} 50 50) scale(0.5)">${motif(cat.icon, c)}</g>`;
      }
    }
    body += `<g opacity=".13">${tiles}</g>`;
    body += `<circle cx="540" cy="300" r="230" fill="url(#glow)"/>`;
    body += `<circle cx="540" cy="300" r="170" fill="#fff" fill-opacity=".12"/>`;
    body += `<g transform="translate(420 180) scale(1.2)">${motif(cat.icon, c)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}${body}</svg>`;
}

export function photoFileName(slug: string, n: number): string {
  return `${slug}-${n}.webp`;
}

export async function generatePhotos(dir = outputDir): Promise<{ file: string; bytes: number }[]> {
  let sharp: typeof import('sharp').default;
  try {
    sharp = (await import('sharp')).default;
  } catch {
    throw new Error('sharp is not installed: run `npm install sharp` in the project folder first.');
  }
  fs.mkdirSync(dir, { recursive: true });
  const written: { file: string; bytes: number }[] = [];
  for (const cat of categorySeeds) {
    for (let n = 1; n <= PHOTOS_PER_CATEGORY; n++) {
      const file = path.join(dir, photoFileName(cat.slug, n));
      const buf = await sharp(Buffer.from(photoSvg(cat, n)))
        .resize(WIDTH, HEIGHT)
        .webp({ quality: 70, effort: 6, smartSubsample: true })
        .toBuffer();
      fs.writeFileSync(file, buf);
      written.push({ file, bytes: buf.length });
    }
  }
  return written;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const written = await generatePhotos();
  let total = 0;
  for (const w of written) {
    total += w.bytes;
    process.stdout.write(`${path.relative(process.cwd(), w.file)}  ${(w.bytes / 1024).toFixed(1)} KB\n`);
  }
  process.stdout.write(`${written.length} files, ${(total / 1024).toFixed(1)} KB in total\n`);
}
