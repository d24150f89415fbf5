import { serveFont } from '@/features/site';

/** Spec §7: site font files at /fonts/{file}, on the storefront's origin. */
export const GET = serveFont;
export const HEAD = serveFont;
