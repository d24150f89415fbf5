// SCRIPT_TO_LOAD, read apart from the rest of the owner code (owner-code.ts) because proxy.ts needs its
// origin for the Content-Security-Policy and must not pull in the HTML parser. Pure, unit-tested.

type Parameters = Readonly<Record<string, string | null | undefined>>;

export type OwnerScript = { kind: 'url'; src: string } | { kind: 'inline'; code: string };

/** A value that is one http(s) or same-origin address, nothing else: SCRIPT_TO_LOAD is then loaded from there. */
const SCRIPT_URL = /^(?:https?:\/\/[^\s"'<>`]+|\/(?!\/)[^\s"'<>`]*)$/i;

/**
 * SCRIPT_TO_LOAD: the spec names it "script to load" and stores it as TEXT, so both forms are accepted:
 * a single address (`https://…/widget.js` or `/path.js`) is loaded as an external script; anything else is
 * the script's code, run inline.
 */
export function ownerScript(parameters: Parameters): OwnerScript | null {
  const value = parameters.SCRIPT_TO_LOAD?.trim();
  if (!value) return null;
  if (SCRIPT_URL.test(value)) {
    try {
      const url = new URL(value, 'https://placeholder.invalid');
      if (!url.username && !url.password) return { kind: 'url', src: value };
    } catch {
      // not an address: run as code below
    }
  }
  return { kind: 'inline', code: value };
}

/** The origin the owner script is loaded from, when it is another site's (for the Content-Security-Policy). */
export function ownerScriptOrigin(parameters: Parameters): string | null {
  const script = ownerScript(parameters);
  if (script?.kind !== 'url' || script.src.startsWith('/')) return null;
  return new URL(script.src).origin;
}
