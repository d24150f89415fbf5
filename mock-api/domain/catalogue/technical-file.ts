import type { ApiDeclination, ApiProduct } from '../../../lib/platform/schemas/catalogue';
import type { AwardRow } from './adapter';
import { buildPdf, type PdfLine } from './pdf';

const UNIT_LABEL = { CENTILITRE: 'cl', LITER: 'L' } as const;

/** « 37,5 cl », « 1,5 L ». */
export function formatCapacity(capacity: number | null, unit: ApiDeclination['capacityUnit']): string | null {
  if (capacity === null || unit === null) return null;
  return `${String(capacity).replace('.', ',')} ${UNIT_LABEL[unit]}`;
}

/** « 12,50 € » */
export const formatEuros = (euros: number) => `${euros.toFixed(2).replace('.', ',')} €`;

/** `fiche-technique-les-terres-rouges-2019-75cl.pdf`: ASCII, from the product slug. */
export function technicalFileName(product: ApiProduct, declination: ApiDeclination | null): string {
  const parts = ['fiche-technique', product.slug];
  if (declination?.year) parts.push(String(declination.year));
  if (declination?.capacity !== null && declination?.capacity !== undefined && declination.capacityUnit) {
    parts.push(
      `${String(declination.capacity).replace('.', '-')}${UNIT_LABEL[declination.capacityUnit].toLowerCase()}`,
    );
  }
  return `${parts
    .join('-')
    .replace(/[^a-z0-9-]+/gi, '-')
    .toLowerCase()}.pdf`;
}

/**
 * The technical file of a product (GET /product/generate/file/{id}[/{idDeclination}]): a one-page
 * PDF with the identity of the wine, the chosen declination (vintage, capacity, price), grape
 * varieties, features, awards and nutritional data.
 */
export function buildTechnicalFile(input: {
  siteName: string;
  product: ApiProduct;
  declination: ApiDeclination | null;
  awards: readonly AwardRow[];
}): Uint8Array {
  const { siteName, product, declination, awards } = input;
  const lines: PdfLine[] = [
    { text: siteName.toUpperCase(), size: 9 },
    { text: 'Fiche technique', size: 12, bold: true, gap: 6 },
    { text: product.name, size: 20, bold: true, gap: 4 },
  ];
  if (product.appellation) lines.push({ text: product.appellation, size: 13 });
  const facts: [string, string | null][] = [
    ['Type', product.kind],
    [
      'Millésime',
      declination ? (declination.year ? String(declination.year) : 'Sans année') : product.years.join(', ') || null,
    ],
    [
      'Contenance',
      declination
        ? formatCapacity(declination.capacity, declination.capacityUnit)
        : product.capacities.map((c) => formatCapacity(c.capacity, c.capacityUnit)).join(', ') || null,
    ],
    ['Cépages', product.grapeVarieties.join(', ') || null],
    [
      'Prix',
      declination
        ? formatEuros(declination.finalPrice)
        : product.finalPrice === null
          ? null
          : `à partir de ${formatEuros(product.finalPrice)}`,
    ],
  ];
  if (declination) {
    for (const variation of [declination.variation1, declination.variation2, declination.variation3]) {
      if (variation) facts.push(['Variante', variation.displayLabel ?? variation.label]);
    }
  }
  lines.push({ text: 'Identité', size: 12, bold: true, gap: 12 });
  for (const [label, value] of facts) if (value) lines.push({ text: `${label} : ${value}` });
  if (product.description) {
    lines.push({ text: 'Présentation', size: 12, bold: true, gap: 12 }, { text: product.description });
  }
  if (product.features.length > 0) {
    lines.push({ text: 'Caractéristiques', size: 12, bold: true, gap: 12 });
    for (const feature of product.features) lines.push({ text: `${feature.label} : ${feature.value}` });
  }
  if (product.mealIcons.length > 0) {
    lines.push({ text: `Accords mets : ${product.mealIcons.map((icon) => icon.name).join(', ')}` });
  }
  if (awards.length > 0) {
    lines.push({ text: 'Distinctions', size: 12, bold: true, gap: 12 });
    for (const award of awards)
      lines.push({ text: `Médaille ${award.medal} — ${award.name}${award.year ? ` ${award.year}` : ''}` });
  }
  if (product.nutritional) {
    lines.push({ text: 'Informations nutritionnelles (pour 100 ml)', size: 12, bold: true, gap: 12 });
    for (const [label, value] of Object.entries(product.nutritional)) lines.push({ text: `${label} : ${value}` });
  }
  if (product.type.type !== 'OTHER') {
    lines.push({ text: "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.", size: 8, gap: 18 });
  }
  return buildPdf(lines, `Fiche technique — ${product.name}`);
}
