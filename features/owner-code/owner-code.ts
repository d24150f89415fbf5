import sanitizeHtml from 'sanitize-html';
import { isOn } from '@/lib/platform/parameter-values';

/**
 * Owner code (spec §3 "Injectable code", design.md §5): GLOBAL_CSS, SCRIPT_TO_LOAD and
 * AFTER_BODY_HTML_TO_LOAD are typed by the site's owner in the platform. They are trusted on purpose — an
 * owner may add any style, tag or script to their own site — but each stays inside its own element: a
 * stray `</style>` or `</div></main>` cannot end the page's markup early and break the shell or hydration.
 * Pure functions, unit-tested in owner-code.test.ts.
 */

type Parameters = Readonly<Record<string, string | null | undefined>>;

/**
 * CSS for a `<style>` element. Only `</style` can end a style element early in HTML, so it is written
 * `<\/style`: in CSS `\/` is just `/`, and inside a string or comment the text keeps its meaning.
 */
export function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** The CSS of LOCK_TEXT_SELECTION: nothing on the site can be selected, except what the visitor types in. */
export const LOCK_TEXT_SELECTION_CSS =
  '.site{-webkit-user-select:none;user-select:none}' +
  '.site :is(input,textarea,select,[contenteditable]:not([contenteditable="false"])){-webkit-user-select:text;user-select:text}';

/** The owner's stylesheet: the selection lock first (so the owner can refine it), then GLOBAL_CSS. Empty when neither is set. */
export function ownerCss(parameters: Parameters): string {
  const parts: string[] = [];
  if (isOn(parameters.LOCK_TEXT_SELECTION)) parts.push(LOCK_TEXT_SELECTION_CSS);
  const css = parameters.GLOBAL_CSS?.trim();
  if (css) parts.push(styleText(css));
  return parts.join('\n');
}

/**
 * AFTER_BODY_HTML_TO_LOAD, every tag and attribute kept (scripts included: owner input is trusted), but
 * re-serialised well-formed: closing tags without an opening one are dropped and open ones are closed,
 * so the HTML stays inside its container.
 */
export function ownerHtml(parameters: Parameters): string {
  const html = parameters.AFTER_BODY_HTML_TO_LOAD?.trim();
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // Keep the text of <script>, <style> and <textarea> (sanitize-html drops it by default).
    nonTextTags: [],
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'data'],
  }).trim();
}
