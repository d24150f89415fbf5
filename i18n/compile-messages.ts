import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * The French messages compiled once on the server (icu-minify, next-intl's own compiler): the browser
 * then formats them with use-intl's format-only entry (aliased in next.config.ts) and never downloads
 * the ICU parser. next-intl's own `precompile` option does this in a loader, which Turbopack in Next 16.4
 * refuses for .json files ("Unable to make a module from invalid JSON"): compiling here is equivalent.
 */
export function compileMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  // The compiler's branch tables have no prototype; React refuses those as client props: copy as plain JSON.
  return JSON.parse(JSON.stringify(compileTree(messages))) as AbstractIntlMessages;
}

function compileTree(messages: AbstractIntlMessages): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? compile(value) : compileTree(value);
  }
  return out;
}
