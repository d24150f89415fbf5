/** Lower-case, accents stripped, hyphens/apostrophes/dots as single spaces: « Saint-Émilion » → « saint emilion ». */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The département of a French postal code: 2 digits, 3 overseas (971…), Corsica 2A/2B from 200xx/201xx vs 202xx+. */
export function departmentOf(postalCode: string): string {
  const code = postalCode.trim();
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  if (code.startsWith('20')) return Number(code.slice(0, 3)) < 202 ? '2A' : '2B';
  return code.slice(0, 2);
}
