import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/** The header Next's client router sends with a navigation: the layouts it already shows (JSON, URI-encoded). */
export const ROUTER_STATE_HEADER = 'next-router-state-tree';

/**
 * Whether a request's router state header is absent or one Next can read. Next reads it while rendering a dynamic
 * page and answers a 500 to one it cannot (« The router state header was sent but could not be parsed »): a forged
 * header is bad input, which the storefront's server (server/main.mts; Next hides this header from proxy.ts)
 * answers with a 400 instead. Checked with Next's own validator, so the server and the renderer never disagree on
 * what a readable header is (`router-state-header.test.ts` fails if a Next upgrade moves it).
 */
export function isReadableRouterState(header: string | null): boolean {
  if (header === null) return true;
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}
