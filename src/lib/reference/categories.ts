/**
 * The 12 categories of the product spec (§2 slugs, §9 count), in display order.
 * `icon` is a short icon name that the UI maps to an inline SVG; `color` is dark enough for white text
 * (contrast ≥ 4.5:1, checked in seed.test.ts); `schemaType` is the schema.org type from reference.md.
 */
export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  sortOrder: number;
  schemaType: string;
}

export const categorySeeds: readonly CategorySeed[] = [
  {
    slug: 'restoranlar',
    name: 'Restoranlar',
    description: 'Adana kebabından ev yemeklerine, şehrin en sevilen lezzet duraklarını keşfedin.',
    icon: 'utensils',
    color: '#B91C1C',
    sortOrder: 1,
    schemaType: 'Restaurant',
  },
  {
    slug: 'oteller',
    name: 'Oteller',
    description: 'İş seyahati ya da tatil için Adana’daki otel, butik otel ve pansiyon seçenekleri.',
    icon: 'bed',
    color: '#1D4ED8',
    sortOrder: 2,
    schemaType: 'Hotel',
  },
  {
    slug: 'kafeler',
    name: 'Kafeler',
    description: 'Kahve, tatlı ve sohbet için şehrin sıcak ve keyifli kafeleri.',
    icon: 'coffee',
    color: '#92400E',
    sortOrder: 3,
    schemaType: 'CafeOrCoffeeShop',
  },
  {
    slug: 'barlar',
    name: 'Barlar',
    description: 'Canlı müzik, kokteyl ve gece hayatı için Adana’nın bar ve publarını bulun.',
    icon: 'wine',
    color: '#6D28D9',
    sortOrder: 4,
    schemaType: 'BarOrPub',
  },
  {
    slug: 'gelinlik',
    name: 'Gelinlik',
    description: 'Gelinlik, nişanlık ve abiye modelleri sunan moda evleri ve tasarım atölyeleri.',
    icon: 'gem',
    color: '#BE185D',
    sortOrder: 5,
    schemaType: 'ClothingStore',
  },
  {
    slug: 'saglik',
    name: 'Sağlık',
    description: 'Poliklinik, diş kliniği, eczane ve fizik tedavi merkezleri gibi sağlık hizmetleri.',
    icon: 'stethoscope',
    color: '#047857',
    sortOrder: 6,
    schemaType: 'MedicalClinic',
  },
  {
    slug: 'guzellik',
    name: 'Güzellik',
    description: 'Kuaför, berber, cilt bakımı ve güzellik salonlarıyla kendinize zaman ayırın.',
    icon: 'scissors',
    color: '#A21CAF',
    sortOrder: 7,
    schemaType: 'BeautySalon',
  },
  {
    slug: 'alisveris',
    name: 'Alışveriş',
    description: 'Alışveriş merkezleri, çarşılar ve mağazalarla Adana’da alışverişin adresleri.',
    icon: 'shopping-bag',
    color: '#C2410C',
    sortOrder: 8,
    schemaType: 'ShoppingCenter',
  },
  {
    slug: 'spor',
    name: 'Spor',
    description: 'Spor salonları, yüzme havuzları ve pilates stüdyolarıyla formunuzu koruyun.',
    icon: 'dumbbell',
    color: '#0F766E',
    sortOrder: 9,
    schemaType: 'ExerciseGym',
  },
  {
    slug: 'egitim',
    name: 'Eğitim',
    description: 'Dil kursları, etüt merkezleri, sürücü kursları ve anaokulları gibi eğitim kurumları.',
    icon: 'graduation-cap',
    color: '#4338CA',
    sortOrder: 10,
    schemaType: 'EducationalOrganization',
  },
  {
    slug: 'otomotiv',
    name: 'Otomotiv',
    description: 'Oto servis, lastikçi, oto yıkama ve araç kiralama hizmetleri tek yerde.',
    icon: 'car',
    color: '#374151',
    sortOrder: 11,
    schemaType: 'AutoRepair',
  },
  {
    slug: 'piknik',
    name: 'Piknik',
    description: 'Seyhan kıyısından Karaisalı’nın yaylalarına, ailecek gidilecek piknik ve mesire alanları.',
    icon: 'trees',
    color: '#15803D',
    sortOrder: 12,
    schemaType: 'Park',
  },
];

export const categorySlugs = categorySeeds.map((c) => c.slug);
