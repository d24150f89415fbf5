/**
 * What sanitized CMS HTML must never contain, checked on the PARSED tree (a browser's, or jsdom's), never by
 * regex on the string: an event handler, a script-bearing URL, an element that runs or loads code, CSS that
 * can, or an id/name that could shadow a global a page script reads (DOM clobbering).
 *
 * Self-contained on purpose (no import, no outer constant): Playwright sends this very function to Chromium
 * with `page.evaluate(findXssViolations, selector)`, and the unit tests call it on a jsdom document.
 * It walks template contents and shadow roots too, where a parser may hide markup.
 */
export function findXssViolations(root: ParentNode | string): string[] {
  const scope: ParentNode | null = typeof root === 'string' ? document.querySelector(root) : root;
  if (!scope) return [`no element matches ${String(root)}`];

  const forbiddenElements = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'param',
    'base',
    'meta',
    'link',
    'form',
    'style',
    'svg',
    'math',
    'template',
    'noscript',
    'portal',
    'isindex',
  ]);
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'cite',
    'codebase',
    'dynsrc',
    'lowsrc',
    'ping',
    'longdesc',
    'usemap',
    'manifest',
    'icon',
    'profile',
    'classid',
    'archive',
    'code',
  ]);
  // The URL parser drops ASCII tab and newlines anywhere and C0 controls and spaces around: compare what it sees.
  const scheme = (url: string) =>
    url
      .replace(/[\t\n\r]/g, '')
      .replace(/^[\u0000-\u0020]+/, '')
      .toLowerCase();
  const badUrl = (url: string) => {
    const seen = scheme(url);
    return (
      /^(?:javascript|vbscript|livescript|mocha):/.test(seen) ||
      (seen.startsWith('data:') && !seen.startsWith('data:image/'))
    );
  };
  // Ids and names a CMS anchor needs: lower-case words joined by hyphens. Anything else may clobber a global.
  const safeName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

  const violations: string[] = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  const visit = (node: ParentNode) => {
    for (const element of Array.from(node.querySelectorAll('*'))) {
      const tag = element.localName.toLowerCase();
      if (forbiddenElements.has(tag)) violations.push(`forbidden element <${tag}>: ${describe(element)}`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        if (name.startsWith('on')) violations.push(`event handler ${name}: ${describe(element)}`);
        else if (name === 'srcdoc' || name === 'http-equiv') violations.push(`${name} attribute: ${describe(element)}`);
        else if (urlAttributes.has(name) && badUrl(value))
          violations.push(`script URL in ${name}: ${describe(element)}`);
        else if (
          (name === 'srcset' || name === 'imagesrcset') &&
          value.split(',').some((candidate) => badUrl(candidate.trim().split(/\s+/)[0] ?? ''))
        ) {
          violations.push(`script URL in ${name}: ${describe(element)}`);
        } else if (name === 'style' && /expression|url\s*\(|javascript:|behavior|binding|@import/i.test(value)) {
          violations.push(`dangerous style: ${describe(element)}`);
        } else if ((name === 'id' || name === 'name') && !safeName.test(value)) {
          violations.push(`clobbering ${name}="${value}": ${describe(element)}`);
        }
      }
      if (tag === 'template') visit((element as HTMLTemplateElement).content);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(scope);
  return violations;
}

/**
 * sanitize-html's srcset parser logs each broken candidate it drops (a payload of the list has one) with
 * console.log: keep test output readable. Anything else logged still shows.
 */
export function quietSrcsetWarnings(): void {
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Invalid srcset descriptor')) return;
    log(...args);
  };
}
