/** A cart id the platform made (a random UUID, spec §6), not "new": without zod, for the browser's first paint. */
export const isCartUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
