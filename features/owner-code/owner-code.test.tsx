// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCK_TEXT_SELECTION_CSS, ownerCss, ownerHtml, styleText } from './owner-code';
import { ownerScript, ownerScriptOrigin } from './owner-script';
import { OwnerCode } from './components/owner-code';

/** The page as the browser parses it: what the owner code becomes inside a real document. */
function parse(markup: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = `<div class="site"><main>contenu</main>${markup}</div><p id="after">fin</p>`;
  return doc;
}

describe('GLOBAL_CSS stays inside its <style> (issue 3 §4)', () => {
  it('escapes only what could end the element', () => {
    expect(styleText('a>b{color:red}')).toBe('a>b{color:red}');
    expect(styleText('/* </style><script>alert(1)</script> */ p{}')).toBe(
      '/* <\\/style><script>alert(1)</script> */ p{}',
    );
    expect(styleText('</STYLE >')).toBe('<\\/STYLE >');
  });

  it('a </style> in the CSS leaves one style element holding all of it, and no script', () => {
    const css = '.x{color:red} /* </style><script id="evil">1</script><style> */ .y > .z{margin:0}';
    const doc = parse(renderToStaticMarkup(<OwnerCode parameters={{ GLOBAL_CSS: css }} />));
    const styles = doc.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('.y > .z{margin:0}');
    expect(doc.getElementById('evil')).toBeNull();
    expect(doc.getElementById('after')?.parentElement).toBe(doc.body);
  });

  it('adds the selection lock before the owner CSS when LOCK_TEXT_SELECTION is on', () => {
    expect(ownerCss({ LOCK_TEXT_SELECTION: 'true', GLOBAL_CSS: 'p{}' })).toBe(`${LOCK_TEXT_SELECTION_CSS}\np{}`);
    expect(ownerCss({ LOCK_TEXT_SELECTION: 'false', GLOBAL_CSS: '  ' })).toBe('');
    // Form fields stay selectable (and so usable).
    expect(LOCK_TEXT_SELECTION_CSS).toContain('.site :is(input,textarea,select,');
    expect(LOCK_TEXT_SELECTION_CSS).toMatch(/\)\)\{-webkit-user-select:text;user-select:text\}$/);
  });
});

describe('AFTER_BODY_HTML_TO_LOAD stays inside its container', () => {
  it('keeps every tag, attribute and script (trusted owner input)', () => {
    const html = '<p class="n" data-x="1">Bonjour <b>&amp;</b></p><script>if (a && b < c) go("</div>")</script>';
    expect(ownerHtml({ AFTER_BODY_HTML_TO_LOAD: html })).toBe(html);
  });

  it('drops stray closing tags and closes open ones, so the shell is intact', () => {
    const html = '<p>un</div></main></body></html><section><p>deux';
    const out = ownerHtml({ AFTER_BODY_HTML_TO_LOAD: html });
    expect(out).toBe('<p>un</p><section><p>deux</p></section>');
    const doc = parse(renderToStaticMarkup(<OwnerCode parameters={{ AFTER_BODY_HTML_TO_LOAD: html }} />));
    const container = doc.getElementById('owner-html')!;
    expect(container.parentElement?.className).toBe('site');
    expect(container.textContent).toBe('undeux');
    expect(doc.querySelector('main')?.textContent).toBe('contenu');
    expect(doc.getElementById('after')?.parentElement).toBe(doc.body);
  });

  it('renders nothing when unset', () => {
    expect(renderToStaticMarkup(<OwnerCode parameters={{ AFTER_BODY_HTML_TO_LOAD: null, GLOBAL_CSS: null }} />)).toBe(
      '',
    );
  });
});

describe('SCRIPT_TO_LOAD: an address or code', () => {
  it.each([
    ['https://cdn.example.fr/widget.js', { kind: 'url', src: 'https://cdn.example.fr/widget.js' }],
    ['  /scripts/mine.js ', { kind: 'url', src: '/scripts/mine.js' }],
    ['console.log("ok")', { kind: 'inline', code: 'console.log("ok")' }],
    ['https://a.fr/x.js\nalert(1)', { kind: 'inline', code: 'https://a.fr/x.js\nalert(1)' }],
    ['//cdn.example.fr/x.js', { kind: 'inline', code: '//cdn.example.fr/x.js' }],
  ])('%j', (value, expected) => {
    expect(ownerScript({ SCRIPT_TO_LOAD: value })).toEqual(expected);
  });

  it('is absent when unset, and gives the origin of an external address only', () => {
    expect(ownerScript({ SCRIPT_TO_LOAD: ' ' })).toBeNull();
    expect(ownerScriptOrigin({ SCRIPT_TO_LOAD: 'https://cdn.example.fr:8443/a/widget.js?v=2' })).toBe(
      'https://cdn.example.fr:8443',
    );
    expect(ownerScriptOrigin({ SCRIPT_TO_LOAD: '/local.js' })).toBeNull();
    expect(ownerScriptOrigin({ SCRIPT_TO_LOAD: 'window.x = 1' })).toBeNull();
  });
});
