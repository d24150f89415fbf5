// Whether a page's own script (spec §3 Page `link.jsCode`) may run, from the visitor's recorded consent. Pure,
// unit-tested in page-script-consent.test.ts; read in the browser by components/page-script.tsx.

/**
 * tarteaucitron's cookie, as features/consent names it (CONSENT_COOKIE; page-script-consent.test.ts checks they
 * agree). Not imported: this runs in a client component, and the consent feature's door also carries server code.
 */
export const CONSENT_COOKIE = 'consentement_cookies';

/**
 * The choices recorded in the consent cookie, `!matomo=true!gtag=false` → `{ matomo: true, gtag: false }`, read from
 * a `document.cookie` string; empty when there is no such cookie. A choice other than `true` counts as a refusal.
 */
export function consentChoices(cookieHeader: string): Record<string, boolean> {
  const prefix = `${CONSENT_COOKIE}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return {};
  let value: string;
  try {
    value = decodeURIComponent(raw.slice(prefix.length));
  } catch {
    return {};
  }
  const choices: Record<string, boolean> = {};
  for (const entry of value.split('!')) {
    const [key, choice] = entry.split('=');
    if (key && /^[a-z0-9_]+$/i.test(key)) choices[key] = choice === 'true';
  }
  return choices;
}

/**
 * A page script may run when the site asks for no consent (no tracker registered, so no banner: the owner's
 * code is the site's own, as SCRIPT_TO_LOAD), or once the visitor accepted **every** service the banner lists:
 * what the owner's code does is not declared anywhere, so only a full acceptance covers it. Before any choice,
 * after a refusal or a partial one, it does not run.
 */
export function pageScriptAllowed(choices: Readonly<Record<string, boolean>>, consentKeys: readonly string[]): boolean {
  return consentKeys.every((key) => choices[key] === true);
}
