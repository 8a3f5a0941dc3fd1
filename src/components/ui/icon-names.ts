/**
 * The icon names and the choice of a category's icon, without the drawings (icons.ts): islands that only
 * pick a name (the header search's suggestions, the map's markers) do not carry the path data, which the
 * icon sprite draws. icons.ts's ICONS has exactly these keys (the type checks it; icon-sprite.test.ts too).
 */
export const ICON_NAMES = [
  'alert-triangle',
  'arrow-left',
  'arrow-right',
  'bed',
  'car',
  'check-circle',
  'chevron-down',
  'chevron-right',
  'clock',
  'coffee',
  'dumbbell',
  'gem',
  'globe',
  'graduation-cap',
  'grid',
  'heart',
  'home',
  'info',
  'log-out',
  'mail',
  'map',
  'map-pin',
  'megaphone',
  'menu',
  'message-circle',
  'minus',
  'phone',
  'plus',
  'scissors',
  'search',
  'sliders',
  'share',
  'shield-check',
  'shopping-bag',
  'sparkles',
  'star',
  'stethoscope',
  'store',
  'trees',
  'user',
  'utensils',
  'wine',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ICON_NAMES);

export const isIconName = (name: string): name is IconName => NAMES.has(name);

const CATEGORY_ICON_BY_SLUG: Record<string, IconName> = {
  restoranlar: 'utensils',
  oteller: 'bed',
  kafeler: 'coffee',
  barlar: 'wine',
  gelinlik: 'gem',
  saglik: 'stethoscope',
  guzellik: 'scissors',
  alisveris: 'shopping-bag',
  spor: 'dumbbell',
  egitim: 'graduation-cap',
  otomotiv: 'car',
  piknik: 'trees',
};

/** Aliases for icon class names a category row may carry (`fas fa-utensils`, `hotel`, `cocktail`, ...). */
const ICON_ALIASES: Record<string, IconName> = {
  hotel: 'bed',
  'mug-hot': 'coffee',
  mug: 'coffee',
  cocktail: 'wine',
  'glass-martini': 'wine',
  ring: 'gem',
  'heart-pulse': 'stethoscope',
  heartbeat: 'stethoscope',
  hospital: 'stethoscope',
  cut: 'scissors',
  spa: 'scissors',
  'shopping-cart': 'shopping-bag',
  'dumbbell-alt': 'dumbbell',
  school: 'graduation-cap',
  tree: 'trees',
  'tree-pine': 'trees',
  'car-side': 'car',
};

/** The icon for a category: its `icon` field when it names one we draw, else by slug, else a pin. */
export function categoryIcon(icon: string | null | undefined, slug?: string): IconName {
  const raw = (icon ?? '').trim().toLowerCase();
  const last = raw.split(/\s+/).pop() ?? '';
  const name = last.replace(/^(fa|lucide|icon)-/, '');
  if (isIconName(name)) return name;
  if (ICON_ALIASES[name]) return ICON_ALIASES[name];
  if (slug && CATEGORY_ICON_BY_SLUG[slug]) return CATEGORY_ICON_BY_SLUG[slug];
  return 'map-pin';
}
