import type { SeedCatalogue, SeedProduct } from './shop-types';

// The hair-care products of site 1, the salon « Atelier Lumière ».
// Ids: products 101-106; declinations product id × 10 + index (1010…1061); variations 11-12,
// details 111-122. No meal icons nor awards on this site.

const C = { ml50: 111, ml100: 112, ml200: 113, ml500: 114 } as const;
const T = { voyage: 121, grand: 122 } as const;

const care = (product: Omit<SeedProduct, 'type' | 'subtype' | 'kind' | 'hasShippingFees'>): SeedProduct => ({
  ...product,
  type: 'OTHER',
  subtype: 'CARE',
  kind: 'Soin',
  // Sold in the salon and mostly collected there (click-and-collect), still shippable.
  hasShippingFees: true,
});

const products: SeedProduct[] = [
  care({
    id: 101,
    name: "Shampoing douceur à l'avoine",
    tags: ['naturel', 'vegan', 'best-seller'],
    shortDescription: 'Un shampoing sans sulfates pour les cuirs chevelus sensibles et les lavages fréquents.',
    description:
      "Formulé avec 94 % d'ingrédients d'origine naturelle, ce shampoing à l'avoine bio nettoie en douceur sans dessécher. Il apaise les cuirs chevelus sensibles et laisse les cheveux souples et brillants. Convient à toute la famille.",
    features: [
      { label: 'Utilisation', value: 'Masser sur cheveux mouillés, rincer abondamment' },
      { label: 'Type de cheveux', value: 'Tous types, cuirs chevelus sensibles' },
    ],
    recommendedIds: [102, 105],
    declinations: [
      { year: null, capacity: null, price: 14.5, variations: [C.ml200] },
      { year: null, capacity: null, price: 26, variations: [C.ml500], stock: 5 },
    ],
  }),
  care({
    id: 102,
    name: 'Masque réparateur au karité',
    tags: ['naturel', 'best-seller'],
    shortDescription: 'Un masque nourrissant intense pour les cheveux secs, colorés ou abîmés.',
    description:
      'Riche en beurre de karité et en huile de camélia, ce masque répare la fibre capillaire en profondeur. Appliqué après le shampoing, il démêle, nourrit et protège la couleur.',
    features: [
      { label: 'Utilisation', value: 'Laisser poser 5 minutes sur longueurs et pointes, rincer' },
      { label: 'Type de cheveux', value: 'Secs, colorés, abîmés' },
    ],
    recommendedIds: [101, 103],
    declinations: [
      { year: null, capacity: null, price: 22, variations: [C.ml200] },
      { year: null, capacity: null, price: 39, variations: [C.ml500] },
    ],
  }),
  care({
    id: 103,
    name: "Huile sublimatrice à l'argan",
    tags: ['naturel', 'vegan'],
    shortDescription: "Quelques gouttes d'huile d'argan pour des pointes nourries et une brillance naturelle.",
    description:
      "Huile sèche à l'argan du Maroc et à l'huile de jojoba, sans silicone. Elle discipline les frisottis, nourrit les pointes et sublime la brillance sans alourdir.",
    features: [{ label: 'Utilisation', value: 'Sur cheveux secs ou humides, 2 à 3 gouttes sur les pointes' }],
    declinations: [
      { year: null, capacity: null, price: 24, variations: [C.ml50], stock: 3 },
      { year: null, capacity: null, price: 38, variations: [C.ml100], stock: 0 },
    ],
  }),
  care({
    id: 104,
    name: 'Sérum anti-chute au romarin',
    tags: ['naturel'],
    shortDescription: 'Le soin de notre cure de repousse, à base de romarin et de caféine.',
    description:
      "Concentré d'extrait de romarin, de caféine et de vitamine B5 qui stimule le cuir chevelu et freine la chute saisonnière. À utiliser en cure de trois mois, en complément de nos soins en salon.",
    features: [
      { label: 'Utilisation', value: 'Appliquer chaque soir sur le cuir chevelu, masser 2 minutes' },
      { label: 'Cure', value: '3 mois' },
    ],
    recommendedIds: [101],
    declinations: [
      { year: null, capacity: null, price: 32, variations: [C.ml50] },
      { year: null, capacity: null, price: 45, variations: [C.ml100], stock: 5 },
    ],
  }),
  care({
    id: 105,
    name: 'Spray thermoprotecteur',
    tags: ['vegan'],
    shortDescription: 'Protège les cheveux de la chaleur du sèche-cheveux et du fer jusqu’à 230 °C.',
    description:
      'Brume légère aux protéines de riz qui protège la fibre avant le brushing, le lissage ou le boucleur. Elle facilite le coiffage et prolonge la tenue sans effet carton.',
    features: [{ label: 'Utilisation', value: 'Vaporiser sur cheveux essorés avant le séchage' }],
    declinations: [
      { year: null, capacity: null, price: 16, variations: [C.ml200], discount: { type: 'PERCENT', amount: 10 } },
      { year: null, capacity: null, price: 27, variations: [C.ml500] },
    ],
  }),
  care({
    id: 106,
    name: 'Brosse démêlante en bois',
    tags: ['naturel'],
    shortDescription: 'Une brosse en hêtre et picots de bois, qui démêle sans casser.',
    description:
      'Fabriquée en France en bois de hêtre certifié, avec des picots en bois à bouts ronds qui massent le cuir chevelu et répartissent le sébum. Idéale pour les cheveux fragiles.',
    features: [{ label: 'Matière', value: 'Hêtre certifié FSC, coussin en caoutchouc naturel' }],
    declinations: [
      { year: null, capacity: null, price: 12, variations: [T.voyage] },
      { year: null, capacity: null, price: 19, variations: [T.grand], stock: 5 },
    ],
  }),
];

export const salonCatalogue: SeedCatalogue = {
  variations: [
    {
      id: 11,
      label: 'Contenance',
      details: [
        { id: C.ml50, label: '50 ml' },
        { id: C.ml100, label: '100 ml' },
        { id: C.ml200, label: '200 ml' },
        { id: C.ml500, label: '500 ml', displayLabel: '500 ml (format salon)' },
      ],
    },
    {
      id: 12,
      label: 'Taille',
      details: [
        { id: T.voyage, label: 'Modèle voyage' },
        { id: T.grand, label: 'Grand modèle' },
      ],
    },
  ],
  mealIcons: [],
  products,
  awards: [],
};
