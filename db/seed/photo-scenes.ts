/**
 * The scenes of the SAMPLE photos (db/seed/generate-photos.ts), 1024×768 SVG:
 *  1. the place from outside: a storefront with the business's name on its sign (a hotel's facade, a
 *     market's stalls, a picnic area's landscape with a wooden sign);
 *  2. inside, by category: a table with a plate, a hotel room, a cup on a café table, a bar's shelves, a
 *     bridal boutique, a pharmacy's shelves or a clinic room, a salon's mirrors, clothes racks or fruit
 *     crates, a gym or a pool, a classroom, a garage, a picnic table under trees;
 *  3. a close-up: the business's emblem (initials and category motif) on its colours.
 * Colours, time of day, counts and positions come from a random source seeded by the business's name and
 * category, so every business looks different and the same on every run.
 */
import type { CategorySeed } from '#lib/reference/categories.ts';
import { fitText, H, hsl, hueOf, initials, motif, type Rand, shade, W } from './photo-kit.ts';

export interface SceneInput {
  name: string;
  category: CategorySeed;
  subcategory: string;
  priceRange: string;
}

interface Ctx extends SceneInput {
  r: Rand;
  /** The business's own colour: the category's hue, turned a little. */
  main: string;
  accent: string;
  wall: string;
  time: 'day' | 'dusk' | 'night';
}

export function context(input: SceneInput, r: Rand): Ctx {
  const hue = hueOf(input.category.color) + r.range(-28, 28);
  return {
    ...input,
    r,
    main: hsl(hue, r.range(45, 70), r.range(30, 42)),
    accent: hsl(hue + r.pick([150, 180, 210, 40]), r.range(55, 80), r.range(45, 58)),
    wall: hsl(r.pick([30, 38, 45, 20, hue]), r.range(15, 40), r.range(76, 88)),
    // Nobody has a picnic at night.
    time:
      input.category.slug === 'piknik' ? r.pick(['day', 'day', 'dusk'] as const) : r.pick(['day', 'day', 'day', 'dusk', 'night'] as const),
  };
}

const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const is = (c: Ctx, ...words: string[]) => words.some((w) => c.subcategory.toLocaleLowerCase('tr-TR').includes(w));

function sky(c: Ctx, height = H): { defs: string; body: string } {
  const [top, bottom] =
    c.time === 'day'
      ? [hsl(205, 70, 62), hsl(200, 60, 88)]
      : c.time === 'dusk'
        ? [hsl(260, 40, 40), hsl(25, 85, 70)]
        : [hsl(225, 50, 14), hsl(230, 40, 30)];
  let body = `<rect width="${W}" height="${height}" fill="url(#sky)"/>`;
  if (c.time === 'night')
    for (let i = 0; i < 30; i++)
      body += `<circle cx="${c.r.int(0, W)}" cy="${c.r.int(0, height * 0.5)}" r="${c.r.range(1, 2.4).toFixed(1)}" fill="#fff" opacity="${c.r.range(0.4, 0.9).toFixed(2)}"/>`;
  else if (c.time === 'day')
    for (let i = 0; i < c.r.int(1, 3); i++) {
      const x = c.r.int(40, W - 200);
      const y = c.r.int(30, 140);
      body += `<g fill="#fff" opacity=".85"><ellipse cx="${x}" cy="${y}" rx="70" ry="22"/><ellipse cx="${x + 40}" cy="${y - 14}" rx="46" ry="24"/><ellipse cx="${x - 36}" cy="${y - 6}" rx="34" ry="18"/></g>`;
    }
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    body,
  };
}

const glass = (c: Ctx) => (c.time === 'day' ? hsl(200, 35, 70) : hsl(45, 90, 72));

function awning(c: Ctx, x: number, y: number, w: number): string {
  const n = Math.max(6, Math.round(w / 70));
  const sw = w / n;
  let s = '';
  for (let i = 0; i < n; i++) {
    s += `<path d="M${x + i * sw} ${y} h${sw} v46 a${sw / 2} ${sw / 3} 0 0 1 -${sw} 0z" fill="${i % 2 ? '#fff' : c.accent}"/>`;
  }
  return `<rect x="${x - 6}" y="${y - 8}" width="${w + 12}" height="10" rx="4" fill="${shade(c.accent, -0.4)}"/>${s}`;
}

function plant(x: number, y: number, c: Ctx): string {
  const green = hsl(c.r.range(95, 140), 45, c.r.range(30, 42));
  return `<path d="M${x - 26} ${y - 44} h52 l-8 44 h-36z" fill="${shade(c.wall, -0.45)}"/><g fill="${green}"><circle cx="${x}" cy="${y - 74}" r="30"/><circle cx="${x - 22}" cy="${y - 56}" r="20"/><circle cx="${x + 22}" cy="${y - 58}" r="22"/></g>`;
}

function lamp(x: number, c: Ctx): string {
  const lit = c.time === 'day' ? '#fef3c7' : '#fde68a';
  return `<rect x="${x - 5}" y="330" width="10" height="340" fill="#334155"/><path d="M${x} 330 q0 -30 40 -30" stroke="#334155" stroke-width="8" fill="none"/><path d="M${x + 24} 298 h34 l-6 22 h-22z" fill="#334155"/>${c.time === 'day' ? '' : `<circle cx="${x + 41}" cy="330" r="40" fill="${lit}" opacity=".35"/>`}<rect x="${x + 30}" y="318" width="22" height="8" rx="3" fill="${lit}"/>`;
}

function tree(x: number, ground: number, size: number, c: Ctx, kind: 'round' | 'pine' = 'round'): string {
  const green = hsl(c.r.range(90, 145), c.r.range(35, 55), c.r.range(24, 40));
  const trunk = `<rect x="${x - size * 0.08}" y="${ground - size * 0.7}" width="${size * 0.16}" height="${size * 0.7}" fill="${hsl(25, 40, 28)}"/>`;
  if (kind === 'pine')
    return `${trunk}<path d="M${x} ${ground - size * 1.9} l${size * 0.5} ${size * 0.8} h-${size * 0.22} l${size * 0.45} ${size * 0.7} h-${size * 1.46} l${size * 0.45} -${size * 0.7} h-${size * 0.22}z" fill="${green}"/>`;
  return `${trunk}<g fill="${green}"><circle cx="${x}" cy="${ground - size * 1.1}" r="${size * 0.55}"/><circle cx="${x - size * 0.4}" cy="${ground - size * 0.8}" r="${size * 0.4}"/><circle cx="${x + size * 0.42}" cy="${ground - size * 0.82}" r="${size * 0.42}"/></g>`;
}

/** Buildings in the distance behind the storefront. */
function skyline(c: Ctx): string {
  let s = '';
  let x = -20;
  const tone = c.time === 'night' ? hsl(230, 25, 22) : c.time === 'dusk' ? hsl(270, 20, 45) : hsl(210, 20, 72);
  while (x < W) {
    const w = c.r.int(80, 170);
    const h = c.r.int(180, 420);
    s += `<rect x="${x}" y="${640 - h}" width="${w}" height="${h}" fill="${tone}"/>`;
    x += w + c.r.int(0, 20);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// 1. From outside
// ---------------------------------------------------------------------------------------------
export function exterior(c: Ctx): string {
  const slug = c.category.slug;
  if (slug === 'piknik') return landscape(c, true);
  if (slug === 'oteller') return hotelFacade(c);
  if (slug === 'alisveris' && is(c, 'pazar')) return marketStalls(c);
  const s = sky(c);
  let body = s.body + skyline(c);
  const fx = c.r.int(80, 150);
  const fw = W - fx * 2;
  const top = c.r.int(90, 170);
  const wall = c.wall;
  body += `<rect x="${fx}" y="${top}" width="${fw}" height="${640 - top}" fill="${wall}"/>`;
  body += `<rect x="${fx - 10}" y="${top - 14}" width="${fw + 20}" height="18" fill="${shade(wall, -0.3)}"/>`;
  // Upper floor windows.
  const n = c.r.int(3, 5);
  const ww = (fw - 80) / n - 30;
  for (let i = 0; i < n; i++) {
    const x = fx + 40 + i * (ww + 30) + 15;
    body += `<rect x="${x}" y="${top + 30}" width="${ww}" height="${Math.min(120, 300 - top)}" rx="4" fill="${c.time === 'day' ? hsl(205, 30, 62) : c.r.chance(0.6) ? hsl(45, 80, 70) : hsl(220, 25, 25)}" stroke="#fff" stroke-width="6"/>`;
    if (c.r.chance(0.4))
      body += `<rect x="${x - 8}" y="${top + 30 + Math.min(120, 300 - top) - 6}" width="${ww + 16}" height="10" fill="${shade(wall, -0.35)}"/>`;
  }
  // Sign.
  const signY = 320;
  body += `<rect x="${fx + 20}" y="${signY}" width="${fw - 40}" height="80" rx="8" fill="${c.main}"/>`;
  body += fitText(c.name, W / 2, signY + 40, fw - 90, 52, '#fff');
  if (slug === 'saglik' && is(c, 'eczane')) {
    body += `<circle cx="${fx + fw - 40}" cy="${signY - 36}" r="30" fill="#dc2626" stroke="#fff" stroke-width="5"/>${fitText('E', fx + fw - 40, signY - 36, 40, 38, '#fff')}`;
  } else if (slug === 'saglik') {
    body += `<g transform="translate(${fx + fw - 70} ${signY - 66})"><rect x="20" y="0" width="20" height="60" fill="#16a34a"/><rect x="0" y="20" width="60" height="20" fill="#16a34a"/></g>`;
  }
  const hasAwning = ['restoranlar', 'kafeler', 'barlar', 'gelinlik', 'guzellik', 'alisveris'].includes(slug);
  if (hasAwning) body += awning(c, fx + 30, signY + 96, fw - 60);
  // Ground floor: door and shop windows (or a garage door).
  const doorW = 110;
  const doorX = c.r.pick([fx + 60, W / 2 - doorW / 2, fx + fw - 60 - doorW]);
  const gTop = hasAwning ? signY + 160 : signY + 110;
  if (slug === 'otomotiv') {
    const gx = doorX === fx + 60 ? fx + 200 : fx + 60;
    body += `<rect x="${gx}" y="${gTop}" width="360" height="${640 - gTop}" fill="${shade(c.main, 0.55)}"/>`;
    for (let y = gTop + 12; y < 640; y += 18) body += `<rect x="${gx}" y="${y}" width="360" height="4" fill="${shade(c.main, 0.25)}"/>`;
  }
  const panes: Array<[number, number]> = [];
  for (let x = fx + 40; x < fx + fw - 60; x += 10) {
    const end = Math.min(fx + fw - 40, x + c.r.int(180, 300));
    if (doorX + doorW > x - 20 && doorX < end + 20) {
      x = doorX + doorW + 10;
      continue;
    }
    if (slug === 'otomotiv' && x < fx + 560) continue;
    panes.push([x, end]);
    x = end + 20;
  }
  for (const [x0, x1] of panes) {
    body += `<rect x="${x0}" y="${gTop + 10}" width="${x1 - x0}" height="${600 - gTop}" fill="${glass(c)}" stroke="${shade(c.main, -0.2)}" stroke-width="8"/>`;
    body += `<g transform="translate(${(x0 + x1) / 2 - 45} ${gTop + 40}) scale(.45)" opacity=".7">${motif(c.category.icon, c.main)}</g>`;
    body += `<path d="M${x0 + 10} ${gTop + 20} l60 0 l-50 120z" fill="#fff" opacity=".25"/>`;
  }
  body += `<rect x="${doorX}" y="${gTop + 6}" width="${doorW}" height="${640 - gTop - 6}" fill="${shade(c.main, -0.35)}"/><rect x="${doorX + 14}" y="${gTop + 22}" width="${doorW - 28}" height="${640 - gTop - 60}" fill="${glass(c)}" opacity=".8"/><rect x="${doorX + doorW - 26}" y="${(gTop + 640) / 2}" width="8" height="30" rx="3" fill="#e5e7eb"/>`;
  // Street.
  body += `<rect y="640" width="${W}" height="128" fill="${hsl(220, 8, c.time === 'night' ? 28 : 62)}"/><rect y="640" width="${W}" height="12" fill="${hsl(220, 8, c.time === 'night' ? 40 : 78)}"/>`;
  for (let x = 0; x < W; x += 64) body += `<rect x="${x}" y="700" width="2" height="68" fill="#fff" opacity=".15"/>`;
  if (c.r.chance(0.7)) body += plant(fx + 10 + c.r.int(0, 20), 660, c);
  if (c.r.chance(0.7)) body += plant(fx + fw - 20, 660, c);
  if (c.r.chance(0.5)) body += lamp(c.r.pick([40, W - 90]), c);
  if (c.time !== 'day') body += `<rect width="${W}" height="${H}" fill="${hsl(230, 50, 10)}" opacity=".18"/>`;
  return svg(body, s.defs);
}

function hotelFacade(c: Ctx): string {
  const s = sky(c);
  let body = s.body + skyline(c);
  const floors = c.r.int(3, 5);
  const cols = c.r.int(4, 6);
  const fx = c.r.int(150, 230);
  const fw = W - fx * 2;
  const fh = 90 + floors * 72;
  const top = 640 - fh;
  body += `<rect x="${fx}" y="${top}" width="${fw}" height="${fh}" fill="${c.wall}"/><rect x="${fx - 12}" y="${top - 16}" width="${fw + 24}" height="20" fill="${c.main}"/>`;
  const cw = (fw - 40) / cols;
  for (let f = 0; f < floors; f++) {
    for (let k = 0; k < cols; k++) {
      const lit = c.time === 'day' ? hsl(205, 30, c.r.range(55, 70)) : c.r.chance(0.55) ? hsl(45, 85, 70) : hsl(225, 25, 22);
      body += `<rect x="${fx + 20 + k * cw + 10}" y="${top + 24 + f * 72}" width="${cw - 20}" height="46" rx="3" fill="${lit}" stroke="#fff" stroke-width="4"/>`;
    }
    if (c.r.chance(0.5))
      body += `<rect x="${fx + 14}" y="${top + 70 + f * 72}" width="${fw - 28}" height="6" fill="${shade(c.wall, -0.35)}"/>`;
  }
  // Name sign on the roof and the entrance canopy.
  body += `<rect x="${fx + 30}" y="${top - 96}" width="${fw - 60}" height="66" rx="6" fill="${c.main}"/>`;
  body += fitText(c.name, W / 2, top - 63, fw - 100, 44, '#fff');
  const stars = c.priceRange === 'Pahalı' ? 5 : c.priceRange === 'Orta' ? 4 : 3;
  body += fitText('★'.repeat(stars), W / 2, top - 118, 200, 30, '#fbbf24');
  body += `<rect x="${W / 2 - 120}" y="560" width="240" height="80" fill="${glass(c)}" stroke="${shade(c.main, -0.2)}" stroke-width="6"/><path d="M${W / 2 - 150} 548 h300 l-20 24 h-260z" fill="${c.main}"/>`;
  body += `<rect y="640" width="${W}" height="128" fill="${hsl(220, 8, c.time === 'night' ? 28 : 62)}"/>`;
  body += plant(W / 2 - 190, 668, c) + plant(W / 2 + 190, 668, c);
  if (c.r.chance(0.6)) body += tree(70, 700, 140, c) + tree(W - 70, 700, 120, c);
  return svg(body, s.defs);
}

function marketStalls(c: Ctx): string {
  const s = sky(c);
  let body = s.body + `<rect y="420" width="${W}" height="348" fill="${hsl(35, 15, 70)}"/>`;
  body += `<rect x="60" y="60" width="${W - 120}" height="70" rx="8" fill="${c.main}"/>` + fitText(c.name, W / 2, 95, W - 180, 44, '#fff');
  const fruit = [hsl(5, 80, 50), hsl(35, 90, 55), hsl(55, 90, 55), hsl(100, 60, 40), hsl(330, 60, 45)];
  for (let i = 0; i < 3; i++) {
    const x = 40 + i * 330;
    const hue = c.r.int(0, 360);
    body += `<rect x="${x + 20}" y="220" width="8" height="300" fill="#64748b"/><rect x="${x + 270}" y="220" width="8" height="300" fill="#64748b"/>`;
    body += `<path d="M${x} 230 L${x + 150} 170 L${x + 300} 230z" fill="${hsl(hue, 70, 50)}"/><path d="M${x + 60} 206 L${x + 150} 170 L${x + 100} 222z" fill="#fff" opacity=".35"/>`;
    body += `<rect x="${x + 10}" y="470" width="280" height="120" fill="${hsl(30, 45, 40)}"/>`;
    for (let k = 0; k < 40; k++)
      body += `<circle cx="${x + 30 + c.r.int(0, 240)}" cy="${450 + c.r.int(0, 30)}" r="${c.r.int(12, 18)}" fill="${c.r.pick(fruit)}"/>`;
  }
  body += `<rect y="600" width="${W}" height="168" fill="${hsl(30, 10, 55)}"/>`;
  return svg(body, s.defs);
}

/** Hills, trees, water; with a wooden name sign when `sign`. */
export function landscape(c: Ctx, sign: boolean): string {
  const s = sky(c, H);
  let body = s.body;
  if (c.time !== 'night')
    body += `<circle cx="${c.r.int(650, 900)}" cy="${c.r.int(90, 170)}" r="46" fill="${c.time === 'dusk' ? '#fdba74' : '#fde68a'}"/>`;
  const hills = [hsl(c.r.range(95, 130), 30, 55), hsl(c.r.range(95, 130), 38, 44), hsl(c.r.range(95, 130), 45, 36)];
  hills.forEach((fill, i) => {
    const y = 330 + i * 90;
    body += `<path d="M0 ${y} C${c.r.int(150, 300)} ${y - c.r.int(40, 110)} ${c.r.int(400, 600)} ${y + c.r.int(0, 60)} ${W} ${y - c.r.int(0, 80)} V${H} H0z" fill="${fill}"/>`;
  });
  if (c.r.chance(0.7)) {
    const y = c.r.int(560, 620);
    body += `<path d="M-10 ${y} C300 ${y - 50} 600 ${y + 60} ${W + 10} ${y - 20} V${y + 40} C600 ${y + 100} 300 ${y + 10} -10 ${y + 60}z" fill="${hsl(200, 60, 55)}"/><path d="M80 ${y + 20} h90 M420 ${y + 30} h120 M760 ${y + 5} h80" stroke="#fff" stroke-width="4" opacity=".5"/>`;
  }
  const kind = c.r.chance(0.5) ? 'pine' : 'round';
  for (let i = 0; i < c.r.int(5, 9); i++) body += tree(c.r.int(20, W - 20), c.r.int(470, 560), c.r.int(60, 110), c, kind);
  for (let i = 0; i < 3; i++) body += tree(c.r.pick([c.r.int(20, 260), c.r.int(760, 1000)]), c.r.int(680, 740), c.r.int(110, 160), c, kind);
  // A picnic table.
  const tx = c.r.int(380, 560);
  body += `<rect x="${tx}" y="640" width="200" height="18" fill="${hsl(28, 45, 35)}"/><rect x="${tx - 20}" y="675" width="240" height="12" fill="${hsl(28, 45, 32)}"/><path d="M${tx + 30} 658 l-24 60 M${tx + 170} 658 l24 60" stroke="${hsl(28, 45, 28)}" stroke-width="10"/>`;
  if (sign) {
    const sx = c.r.pick([200, 820]);
    body += `<rect x="${sx - 9}" y="470" width="18" height="260" fill="${hsl(28, 45, 30)}"/><rect x="${sx - 185}" y="440" width="370" height="120" rx="12" fill="${hsl(28, 50, 40)}" stroke="${hsl(28, 45, 26)}" stroke-width="7"/>`;
    const words = c.name.split(' ');
    const half = Math.ceil(words.length / 2);
    body +=
      fitText(words.slice(0, half).join(' '), sx, 478, 335, 38, '#fef3c7') +
      fitText(words.slice(half).join(' '), sx, 524, 335, 32, '#fef3c7');
  }
  return svg(body, s.defs);
}

// ---------------------------------------------------------------------------------------------
// 2. Inside
// ---------------------------------------------------------------------------------------------
function room(c: Ctx, floorY = 560): string {
  const floor = hsl(c.r.range(20, 40), c.r.range(25, 45), c.r.range(35, 55));
  let s = `<rect width="${W}" height="${floorY}" fill="${c.wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`;
  for (let x = 0; x < W; x += c.r.int(90, 140))
    s += `<rect x="${x}" y="${floorY}" width="3" height="${H - floorY}" fill="#000" opacity=".12"/>`;
  s += `<rect y="${floorY - 14}" width="${W}" height="14" fill="${shade(c.wall, -0.2)}"/>`;
  return s;
}

function windowOnWall(c: Ctx, x: number, y: number, w: number, h: number): string {
  const s = c.time === 'day' ? hsl(200, 60, 78) : c.time === 'dusk' ? hsl(25, 80, 70) : hsl(225, 45, 22);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s}" stroke="#fff" stroke-width="10"/><path d="M${x + w / 2} ${y} v${h} M${x} ${y + h / 2} h${w}" stroke="#fff" stroke-width="6"/><path d="M${x - 30} ${y - 20} h${w * 0.35} v${h + 50} h-${w * 0.35}z M${x + w + 30} ${y - 20} h-${w * 0.35} v${h + 50} h${w * 0.35}z" fill="${c.accent}" opacity=".85"/>`;
}

function frame(c: Ctx, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shade(c.accent, 0.5)}" stroke="${shade(c.main, -0.3)}" stroke-width="8"/><path d="M${x + 10} ${y + h - 10} l${w * 0.35} -${h * 0.5} l${w * 0.2} ${h * 0.25} l${w * 0.15} -${h * 0.15} l${w * 0.2} ${h * 0.4}z" fill="${c.main}" opacity=".6"/>`;
}

function tableTop(c: Ctx): string {
  const wood = hsl(c.r.range(18, 35), c.r.range(30, 50), c.r.range(30, 45));
  let s = `<rect width="${W}" height="${H}" fill="${wood}"/>`;
  for (let y = 0; y < H; y += c.r.int(90, 130))
    s += `<rect y="${y}" width="${W}" height="4" fill="#000" opacity=".18"/><path d="M0 ${y + 40} C300 ${y + 30} 600 ${y + 55} ${W} ${y + 42}" stroke="#000" stroke-width="2" opacity=".08" fill="none"/>`;
  return s;
}

function plateWithFood(c: Ctx): string {
  const cx = c.r.int(440, 560);
  const cy = c.r.int(360, 420);
  let s = `<ellipse cx="${cx + 10}" cy="${cy + 16}" rx="270" ry="250" fill="#000" opacity=".18"/><circle cx="${cx}" cy="${cy}" r="260" fill="#f8fafc"/><circle cx="${cx}" cy="${cy}" r="200" fill="#fff" stroke="#e2e8f0" stroke-width="4"/>`;
  if (is(c, 'balık', 'alabalık')) {
    for (let i = 0; i < 2; i++) {
      const y = cy - 50 + i * 100;
      s += `<path d="M${cx - 150} ${y} q150 -80 260 0 l50 -34 v68 l-50 -34 q-110 80 -260 0z" fill="${hsl(c.r.range(20, 40), 60, 55)}"/><circle cx="${cx - 110}" cy="${y - 8}" r="8" fill="#1f2937"/>`;
    }
    s += `<circle cx="${cx + 130}" cy="${cy + 120}" r="30" fill="#fde047"/><circle cx="${cx + 130}" cy="${cy + 120}" r="20" fill="#fef9c3"/>`;
  } else if (is(c, 'kahvaltı')) {
    const bowls = [hsl(10, 75, 50), '#fef3c7', hsl(90, 50, 45), hsl(30, 80, 50), '#f1f5f9', hsl(350, 60, 40)];
    bowls.forEach((f, i) => {
      const a = (i / bowls.length) * Math.PI * 2;
      s += `<circle cx="${cx + Math.cos(a) * 120}" cy="${cy + Math.sin(a) * 120}" r="50" fill="#e2e8f0"/><circle cx="${cx + Math.cos(a) * 120}" cy="${cy + Math.sin(a) * 120}" r="38" fill="${f}"/>`;
    });
    s += `<circle cx="${cx}" cy="${cy}" r="54" fill="#fde68a"/><circle cx="${cx}" cy="${cy}" r="24" fill="#f59e0b"/>`;
  } else {
    // Skewers of kebab (or ciğer) on lavash, with grilled tomatoes and peppers.
    s += `<path d="M${cx - 180} ${cy - 40} q180 -60 360 0 v120 q-180 60 -360 0z" fill="#fde7b0"/>`;
    const meat = is(c, 'ciğer') ? hsl(355, 45, 28) : hsl(20, 55, 30);
    for (let k = 0; k < c.r.int(2, 3); k++) {
      const y = cy - 30 + k * 50;
      s += `<rect x="${cx - 210}" y="${y + 7}" width="420" height="6" fill="#94a3b8"/>`;
      for (let i = 0; i < 7; i++)
        s += `<rect x="${cx - 160 + i * 46}" y="${y - 8}" width="40" height="36" rx="14" fill="${shade(meat, c.r.range(-0.1, 0.15))}"/>`;
    }
    for (let i = 0; i < 3; i++) s += `<circle cx="${cx - 120 + i * 110}" cy="${cy + 140}" r="26" fill="${hsl(5, 75, 48)}"/>`;
    s += `<path d="M${cx + 120} ${cy - 140} q60 20 70 90 q-40 -10 -70 -90z" fill="${hsl(110, 55, 35)}"/>`;
  }
  // A glass of ayran or şalgam, cutlery.
  const drink = c.r.chance(0.5) ? '#f8fafc' : hsl(330, 60, 30);
  s += `<circle cx="${cx + 330}" cy="${cy - 200}" r="62" fill="#cbd5e1" opacity=".7"/><circle cx="${cx + 330}" cy="${cy - 200}" r="50" fill="${drink}"/>`;
  s += `<rect x="${cx - 330}" y="${cy - 150}" width="14" height="300" rx="7" fill="#cbd5e1"/><rect x="${cx - 370}" y="${cy - 150}" width="14" height="300" rx="7" fill="#cbd5e1"/>`;
  return s;
}

export function interior(c: Ctx): string {
  const slug = c.category.slug;
  const r = c.r;
  let body: string;
  switch (slug) {
    case 'restoranlar':
      body = tableTop(c) + plateWithFood(c);
      break;
    case 'oteller': {
      body = room(c, 590) + windowOnWall(c, r.int(80, 160), 110, 220, 220) + frame(c, r.int(560, 700), 120, 200, 140);
      const bx = r.int(300, 380);
      const sheet = '#f8fafc';
      body += `<rect x="${bx}" y="300" width="420" height="150" rx="10" fill="${shade(c.main, -0.2)}"/><rect x="${bx - 10}" y="420" width="440" height="190" rx="14" fill="${sheet}"/><rect x="${bx - 10}" y="500" width="440" height="110" fill="${c.main}"/><rect x="${bx - 10}" y="490" width="440" height="14" fill="${shade(c.main, 0.4)}"/>`;
      body += `<rect x="${bx + 30}" y="385" width="150" height="60" rx="24" fill="#fff" stroke="#e2e8f0" stroke-width="3"/><rect x="${bx + 240}" y="385" width="150" height="60" rx="24" fill="#fff" stroke="#e2e8f0" stroke-width="3"/>`;
      for (const nx of [bx - 120, bx + 460])
        body += `<rect x="${nx}" y="480" width="90" height="110" fill="${shade(c.wall, -0.4)}"/><path d="M${nx + 20} 420 h50 l12 40 h-74z" fill="${c.time === 'day' ? '#fef3c7' : '#fde68a'}"/><rect x="${nx + 42}" y="460" width="6" height="20" fill="#475569"/>`;
      break;
    }
    case 'kafeler': {
      body = room(c, 520);
      body += `<rect x="${r.int(60, 120)}" y="80" width="360" height="230" rx="8" fill="#1f2937" stroke="${hsl(28, 45, 35)}" stroke-width="12"/>`;
      body += fitText(c.name, 300, 120, 300, 26, '#fef3c7');
      for (let i = 0; i < 5; i++)
        body += `<rect x="${130}" y="${165 + i * 26}" width="${r.int(120, 200)}" height="6" rx="3" fill="#e5e7eb" opacity=".7"/><rect x="${380}" y="${165 + i * 26}" width="40" height="6" rx="3" fill="#fde68a" opacity=".8"/>`;
      body += `<rect x="560" y="110" width="380" height="14" fill="${hsl(28, 45, 35)}"/><rect x="560" y="230" width="380" height="14" fill="${hsl(28, 45, 35)}"/>`;
      for (let i = 0; i < 6; i++)
        body += `<rect x="${580 + i * 58}" y="${60 + r.int(0, 10)}" width="40" height="50" rx="6" fill="${hsl(r.int(0, 360), 50, 55)}"/><circle cx="${600 + i * 58}" cy="210" r="18" fill="${hsl(r.int(0, 360), 40, 60)}"/>`;
      // The table and what is on it.
      body += `<ellipse cx="512" cy="640" rx="470" ry="120" fill="${hsl(28, 40, r.range(35, 50))}"/>`;
      if (is(c, 'çay')) {
        body += `<ellipse cx="420" cy="600" rx="80" ry="18" fill="#e2e8f0"/><path d="M390 470 q-14 40 4 70 q-16 30 -4 60 h60 q12 -30 -4 -60 q18 -30 4 -70z" fill="${hsl(10, 80, 38)}" opacity=".9"/><path d="M390 470 h60" stroke="#fff" stroke-width="4"/>`;
        body += `<path d="M600 520 h140 l-16 90 h-108z" fill="#cbd5e1"/><path d="M620 520 q50 -80 100 0" fill="#94a3b8"/><circle cx="670" cy="460" r="14" fill="#64748b"/>`;
      } else if (is(c, 'baklava', 'pastane', 'tatlı')) {
        body += `<ellipse cx="540" cy="610" rx="220" ry="50" fill="#f8fafc"/>`;
        for (let i = 0; i < 7; i++)
          body += `<path d="M${380 + i * 46} 600 l23 -28 l23 28 l-23 28z" fill="${hsl(38, 75, 50)}" stroke="${hsl(110, 45, 35)}" stroke-width="4"/>`;
        body += `<path d="M300 560 h90 v-70 q-45 -30 -90 0z" fill="#fce7f3"/><rect x="300" y="520" width="90" height="14" fill="${hsl(340, 60, 55)}"/>`;
      } else {
        body += `<ellipse cx="512" cy="610" rx="140" ry="34" fill="#f8fafc"/><path d="M430 490 h160 v60 a80 70 0 0 1 -160 0z" fill="${c.r.chance(0.5) ? '#fff' : c.accent}"/><circle cx="606" cy="520" r="26" fill="none" stroke="${c.r.chance(0.5) ? '#fff' : '#e2e8f0'}" stroke-width="12"/><ellipse cx="510" cy="492" rx="78" ry="14" fill="${hsl(25, 60, 25)}"/>`;
        body += `<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".8"><path d="M480 460 c-14 -18 14 -28 0 -52"/><path d="M540 460 c-14 -18 14 -28 0 -52"/></g>`;
        if (c.r.chance(0.6))
          body += `<path d="M700 600 l120 -60 v40 l-120 40z" fill="#fde68a"/><path d="M700 600 l120 -60" stroke="#92400e" stroke-width="8"/>`;
      }
      break;
    }
    case 'barlar': {
      const dark = hsl(hueOf(c.main), 30, 12);
      body = `<rect width="${W}" height="${H}" fill="${dark}"/>`;
      for (let k = 0; k < 3; k++) {
        const y = 170 + k * 120;
        body += `<rect x="60" y="${y}" width="${W - 120}" height="10" fill="${hsl(28, 45, 35)}"/>`;
        for (let x = 80; x < W - 100; x += r.int(38, 60)) {
          const h = r.int(60, 100);
          const col = hsl(r.pick([120, 30, 45, 0, 200, 280]), r.range(40, 70), r.range(30, 55));
          body += `<rect x="${x}" y="${y - h}" width="26" height="${h}" rx="6" fill="${col}"/><rect x="${x + 8}" y="${y - h - 24}" width="10" height="28" fill="${col}"/><rect x="${x + 4}" y="${y - h * 0.6}" width="18" height="20" fill="#f8fafc" opacity=".7"/>`;
        }
      }
      for (let i = 0; i < 4; i++) {
        const x = 160 + i * 240;
        body += `<path d="M${x} 0 v60" stroke="#94a3b8" stroke-width="3"/><path d="M${x - 30} 90 q30 -50 60 0z" fill="${c.accent}"/><circle cx="${x}" cy="96" r="60" fill="#fde68a" opacity=".18"/>`;
      }
      body += `<rect y="520" width="${W}" height="40" fill="${hsl(28, 50, 30)}"/><rect y="560" width="${W}" height="208" fill="${shade(c.main, -0.5)}"/>`;
      for (let i = 0; i < 5; i++)
        body += `<circle cx="${120 + i * 200}" cy="650" r="40" fill="${c.main}"/><rect x="${116 + i * 200}" y="690" width="8" height="78" fill="#94a3b8"/>`;
      for (let i = 0; i < 3; i++)
        body += `<path d="M${300 + i * 160} 440 h40 l-20 40z" fill="#e0f2fe" opacity=".8"/><rect x="${318 + i * 160}" y="480" width="4" height="30" fill="#e0f2fe"/><rect x="${305 + i * 160}" y="508" width="30" height="6" fill="#e0f2fe"/>`;
      break;
    }
    case 'gelinlik': {
      body = room(c, 600);
      body += `<path d="M0 0 h180 q-40 300 0 600 h-180z M${W} 0 h-180 q40 300 0 600 h180z" fill="${shade(c.main, 0.55)}"/>`;
      body += `<ellipse cx="${r.int(700, 780)}" cy="330" rx="110" ry="200" fill="#e0f2fe" stroke="${hsl(45, 60, 50)}" stroke-width="12"/>`;
      const mx = r.int(340, 460);
      body += `<circle cx="${mx}" cy="110" r="30" fill="#e7e5e4"/><rect x="${mx - 6}" y="138" width="12" height="24" fill="#e7e5e4"/><path d="M${mx - 55} 160 h110 l-20 140 h-70z" fill="#fff" stroke="#e5e7eb" stroke-width="3"/><path d="M${mx - 35} 300 h70 c40 100 110 190 160 290 h-390 c50 -100 120 -190 160 -290z" fill="#fff" stroke="#e5e7eb" stroke-width="3"/>`;
      for (let i = 0; i < 12; i++)
        body += `<circle cx="${mx - 40 + r.int(0, 80)}" cy="${180 + r.int(0, 100)}" r="4" fill="${hsl(45, 60, 70)}"/>`;
      body += `<rect x="${mx - 4}" y="590" width="8" height="40" fill="#a8a29e"/><ellipse cx="${mx}" cy="632" rx="60" ry="10" fill="#a8a29e"/>`;
      body +=
        `<path d="M512 0 v40" stroke="${hsl(45, 60, 50)}" stroke-width="4"/>` +
        [-60, -30, 0, 30, 60]
          .map(
            (d) => `<path d="M${512 + d} 60 v30" stroke="#fde68a" stroke-width="6"/><circle cx="${512 + d}" cy="96" r="9" fill="#fef9c3"/>`,
          )
          .join('') +
        `<path d="M440 60 h144" stroke="${hsl(45, 60, 50)}" stroke-width="6"/>`;
      break;
    }
    case 'saglik': {
      body = room(c, 600);
      if (is(c, 'eczane')) {
        for (let k = 0; k < 4; k++) {
          const y = 140 + k * 110;
          body += `<rect x="60" y="${y}" width="${W - 120}" height="12" fill="#e2e8f0"/>`;
          for (let x = 70; x < W - 110; x += r.int(46, 70)) {
            const h = r.int(50, 90);
            body += `<rect x="${x}" y="${y - h}" width="${r.int(34, 52)}" height="${h}" rx="3" fill="${hsl(r.pick([0, 200, 140, 40, 280, 180]), r.range(40, 70), r.range(55, 75))}"/>`;
          }
        }
        body += `<rect x="0" y="560" width="${W}" height="208" fill="#f1f5f9"/><rect x="0" y="560" width="${W}" height="24" fill="${c.main}"/>`;
        body += `<circle cx="${r.int(160, 860)}" cy="660" r="46" fill="#dc2626"/>`;
      } else {
        body += windowOnWall(c, r.int(640, 760), 100, 200, 200);
        const cx = r.int(240, 380);
        body += `<path d="M${cx} 470 l220 -40 l60 40 l-240 50z" fill="${c.main}"/><path d="M${cx - 20} 400 l40 -90 l30 10 l-30 100z" fill="${c.main}"/><rect x="${cx + 80}" y="510" width="40" height="90" fill="#94a3b8"/><ellipse cx="${cx + 100}" cy="600" rx="90" ry="16" fill="#94a3b8"/>`;
        body += `<path d="M${cx + 260} 80 v120 l-60 80" stroke="#64748b" stroke-width="10" fill="none"/><ellipse cx="${cx + 196}" cy="292" rx="50" ry="22" fill="#e2e8f0"/><ellipse cx="${cx + 196}" cy="292" rx="30" ry="12" fill="#fef9c3"/>`;
        body += `<rect x="60" y="180" width="120" height="400" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/><rect x="60" y="380" width="120" height="6" fill="#cbd5e1"/>`;
        body += `<g transform="translate(80 60)"><rect x="25" y="0" width="30" height="80" fill="${c.main}"/><rect x="0" y="25" width="80" height="30" fill="${c.main}"/></g>`;
      }
      break;
    }
    case 'guzellik': {
      body = room(c, 600);
      const n = r.int(2, 3);
      for (let i = 0; i < n; i++) {
        const x = 120 + i * (800 / n);
        body += `<rect x="${x}" y="110" width="200" height="260" rx="${r.chance(0.5) ? 100 : 10}" fill="#e0f2fe" stroke="${shade(c.main, 0.2)}" stroke-width="10"/>`;
        for (let k = 0; k < 5; k++)
          body += `<circle cx="${x - 14}" cy="${130 + k * 55}" r="8" fill="#fef9c3"/><circle cx="${x + 214}" cy="${130 + k * 55}" r="8" fill="#fef9c3"/>`;
        body += `<rect x="${x - 10}" y="400" width="220" height="14" fill="${shade(c.wall, -0.4)}"/>`;
        for (let k = 0; k < 4; k++)
          body += `<rect x="${x + 10 + k * 48}" y="${360 - r.int(0, 20)}" width="22" height="${40 + r.int(0, 20)}" rx="5" fill="${hsl(r.int(0, 360), 55, 60)}"/>`;
        body += `<rect x="${x + 40}" y="450" width="120" height="100" rx="20" fill="${c.main}"/><rect x="${x + 50}" y="380" width="100" height="90" rx="20" fill="${shade(c.main, 0.15)}"/><rect x="${x + 92}" y="550" width="16" height="40" fill="#94a3b8"/><ellipse cx="${x + 100}" cy="595" rx="60" ry="10" fill="#94a3b8"/>`;
      }
      body += plant(W - 70, 680, c);
      break;
    }
    case 'alisveris': {
      body = room(c, 600);
      for (let k = 0; k < 2; k++) {
        const x = 80 + k * 460;
        body += `<rect x="${x}" y="160" width="400" height="10" rx="5" fill="#64748b"/><rect x="${x + 10}" y="160" width="8" height="440" fill="#64748b"/><rect x="${x + 382}" y="160" width="8" height="440" fill="#64748b"/>`;
        for (let i = 0; i < 8; i++) {
          const gx = x + 30 + i * 45;
          const col = hsl(r.int(0, 360), r.range(35, 70), r.range(35, 65));
          body += `<path d="M${gx + 18} 170 v14" stroke="#475569" stroke-width="3"/><path d="M${gx} 190 l18 -8 l18 8 l6 ${r.int(140, 220)} h-48z" fill="${col}"/>`;
        }
      }
      body += `<rect x="0" y="0" width="${W}" height="70" fill="${c.main}"/>` + fitText(c.name, W / 2, 35, W - 120, 36, '#fff');
      break;
    }
    case 'spor': {
      if (is(c, 'yüzme')) {
        body = `<rect width="${W}" height="${H}" fill="${hsl(195, 70, 50)}"/>`;
        for (let i = 1; i < 6; i++)
          body += `<path d="M0 ${i * 128} h${W}" stroke="${i % 2 ? '#ef4444' : '#fff'}" stroke-width="8" stroke-dasharray="24 16"/>`;
        for (let i = 0; i < 24; i++)
          body += `<path d="M${r.int(0, W)} ${r.int(0, H)} q30 -12 60 0" stroke="#fff" stroke-width="4" fill="none" opacity=".4"/>`;
      } else if (is(c, 'halı saha', 'tenis')) {
        const turf = is(c, 'tenis') ? hsl(15, 55, 48) : hsl(120, 45, 38);
        body = `<rect width="${W}" height="${H}" fill="${turf}"/><rect x="80" y="80" width="${W - 160}" height="${H - 160}" fill="none" stroke="#fff" stroke-width="8"/><path d="M${W / 2} 80 v${H - 160}" stroke="#fff" stroke-width="8"/>`;
        body += is(c, 'tenis')
          ? `<rect x="${W / 2 - 4}" y="60" width="8" height="${H - 120}" fill="#e5e7eb"/>`
          : `<circle cx="${W / 2}" cy="${H / 2}" r="90" fill="none" stroke="#fff" stroke-width="8"/><rect x="80" y="${H / 2 - 120}" width="120" height="240" fill="none" stroke="#fff" stroke-width="8"/><rect x="${W - 200}" y="${H / 2 - 120}" width="120" height="240" fill="none" stroke="#fff" stroke-width="8"/>`;
        body += `<circle cx="${r.int(250, 750)}" cy="${r.int(200, 560)}" r="22" fill="${is(c, 'tenis') ? '#d9f99d' : '#fff'}" stroke="#1f2937" stroke-width="3"/>`;
      } else {
        body =
          room(c, 560) +
          `<rect x="60" y="80" width="${W - 120}" height="300" fill="#e0f2fe" opacity=".6" stroke="#cbd5e1" stroke-width="6"/>`;
        body += `<rect x="120" y="420" width="500" height="14" fill="#334155"/><rect x="120" y="500" width="500" height="14" fill="#334155"/><rect x="120" y="420" width="14" height="150" fill="#334155"/><rect x="606" y="420" width="14" height="150" fill="#334155"/>`;
        for (let i = 0; i < 6; i++)
          for (const y of [427, 507])
            body += `<rect x="${150 + i * 75}" y="${y - 22}" width="14" height="44" rx="4" fill="${c.main}"/><rect x="${176 + i * 75}" y="${y - 22}" width="14" height="44" rx="4" fill="${c.main}"/><rect x="${160 + i * 75}" y="${y - 4}" width="24" height="8" fill="#94a3b8"/>`;
        body += `<rect x="700" y="560" width="240" height="30" rx="8" fill="${c.accent}"/><rect x="720" y="590" width="14" height="60" fill="#334155"/><rect x="906" y="590" width="14" height="60" fill="#334155"/>`;
        if (is(c, 'pilates'))
          for (let i = 0; i < 3; i++)
            body += `<rect x="${100 + i * 300}" y="640" width="240" height="40" rx="10" fill="${hsl(r.int(0, 360), 50, 60)}"/><circle cx="${240 + i * 300}" cy="600" r="40" fill="${c.accent}"/>`;
      }
      break;
    }
    case 'egitim': {
      body = room(c, 600);
      body += `<rect x="160" y="80" width="700" height="300" rx="6" fill="${hsl(150, 30, 22)}" stroke="${hsl(28, 45, 35)}" stroke-width="14"/>`;
      const lines = is(c, 'dil')
        ? ['Merhaba · Hello · Hallo', 'I am · you are']
        : is(c, 'müzik')
          ? ['♪ ♫ Do Re Mi ♫ ♪', 'Fa Sol La Si']
          : is(c, 'bilişim')
            ? ['for (i = 0; i < 10; i++)', 'print("Merhaba")']
            : is(c, 'sürücü')
              ? ['DUR · YAVAŞ · ⚠', 'Trafik kuralları']
              : ['A B C Ç D E', '1 + 2 = 3'];
      body += fitText(lines[0]!, 510, 170, 600, 48, '#f8fafc') + fitText(lines[1]!, 510, 260, 600, 40, '#e2e8f0');
      for (let row = 0; row < 2; row++)
        for (let i = 0; i < 4; i++) {
          const x = 90 + i * 230 + row * 40;
          const y = 470 + row * 120;
          body += `<rect x="${x}" y="${y}" width="180" height="20" fill="${hsl(28, 45, 45)}"/><rect x="${x + 10}" y="${y + 20}" width="10" height="70" fill="#475569"/><rect x="${x + 160}" y="${y + 20}" width="10" height="70" fill="#475569"/><rect x="${x + 40}" y="${y - 14}" width="${r.int(40, 70)}" height="14" fill="${hsl(r.int(0, 360), 55, 55)}"/>`;
        }
      break;
    }
    case 'otomotiv': {
      body =
        room(c, 600) + `<rect x="0" y="0" width="${W}" height="60" fill="${c.main}"/>` + fitText(c.name, W / 2, 30, W - 120, 32, '#fff');
      const carCol = hsl(r.int(0, 360), r.range(40, 70), r.range(35, 55));
      body += `<rect x="220" y="520" width="600" height="20" fill="#f59e0b"/><rect x="300" y="540" width="20" height="60" fill="#64748b"/><rect x="720" y="540" width="20" height="60" fill="#64748b"/>`;
      body += `<g transform="translate(220 300) scale(3)"><path d="M14 72 v-22 q0 -10 10 -13 l26 -8 l26 -26 q4 -6 12 -6 h52 q8 0 13 6 l28 26 l16 5 q9 3 9 13 v25z" fill="${carCol}"/><path d="M84 6 h26 v24 h-52z M120 6 h8 q6 0 9 4 l22 20 h-39z" fill="#e0f2fe"/><g fill="#1f2937"><circle cx="58" cy="72" r="18"/><circle cx="150" cy="72" r="18"/></g><g fill="#9ca3af"><circle cx="58" cy="72" r="8"/><circle cx="150" cy="72" r="8"/></g></g>`;
      for (let i = 0; i < r.int(3, 5); i++)
        body += `<ellipse cx="90" cy="${580 - i * 40}" rx="60" ry="22" fill="#1f2937"/><ellipse cx="90" cy="${580 - i * 40}" rx="30" ry="10" fill="#4b5563"/>`;
      body +=
        `<rect x="860" y="160" width="120" height="200" fill="#94a3b8"/>` +
        [0, 1, 2, 3]
          .map((i) => `<rect x="${878 + (i % 2) * 50}" y="${180 + Math.floor(i / 2) * 90}" width="30" height="70" rx="6" fill="#334155"/>`)
          .join('');
      break;
    }
    default: {
      // piknik: the tables under the trees, a basket and tea.
      body = landscape(c, false)
        .replace(/^<svg[^>]*><defs>([\s\S]*?)<\/defs>/, '')
        .replace(/<\/svg>$/, '');
      const tx = r.int(260, 460);
      body += `<rect x="${tx}" y="560" width="420" height="30" fill="${hsl(28, 45, 35)}"/><path d="M${tx} 560 h420 l-10 30 h-400z" fill="#dc2626"/>`;
      for (let i = 0; i < 10; i++) body += `<rect x="${tx + i * 42}" y="560" width="21" height="30" fill="#fff" opacity=".85"/>`;
      body += `<path d="M${tx + 60} 590 l-40 120 M${tx + 360} 590 l40 120" stroke="${hsl(28, 45, 28)}" stroke-width="14"/><path d="M${tx + 80} 520 h110 l-14 40 h-82z" fill="${hsl(35, 55, 45)}"/><path d="M${tx + 90} 520 q45 -50 90 0" stroke="${hsl(35, 55, 35)}" stroke-width="8" fill="none"/><path d="M${tx + 280} 490 h60 l10 70 h-80z" fill="#cbd5e1"/><circle cx="${tx + 310}" cy="480" r="14" fill="#94a3b8"/>`;
      return svg(body, sky(c).defs);
    }
  }
  return svg(body, sky(c).defs);
}

// ---------------------------------------------------------------------------------------------
// 3. A close-up: the emblem
// ---------------------------------------------------------------------------------------------
export function detail(c: Ctx): string {
  const r = c.r;
  const defs = `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c.main, -0.3)}"/><stop offset="1" stop-color="${shade(c.main, 0.25)}"/></linearGradient>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 12; i++)
    body += `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(20, 110)}" fill="#fff" fill-opacity="${r.range(0.04, 0.14).toFixed(2)}"/>`;
  const cx = r.int(380, 640);
  const cy = r.int(340, 420);
  body += `<circle cx="${cx}" cy="${cy}" r="300" fill="url(#glow)"/><circle cx="${cx}" cy="${cy}" r="220" fill="${c.wall}" stroke="${c.accent}" stroke-width="16"/><circle cx="${cx}" cy="${cy}" r="190" fill="none" stroke="${c.main}" stroke-width="4" stroke-dasharray="6 10"/>`;
  body += `<g transform="translate(${cx - 60} ${cy - 150}) scale(.6)">${motif(c.category.icon, c.main).replaceAll('#fff', c.main)}</g>`;
  body += fitText(initials(c.name) || c.name.slice(0, 1), cx, cy + 70, 240, 110, c.main);
  body += fitText(c.subcategory.toLocaleUpperCase('tr-TR'), cx, cy + 150, 270, 26, shade(c.main, -0.2), 'letter-spacing="2"');
  return svg(body, defs);
}
