import { describe, expect, it } from 'vitest';
import { MAX_SVG_CHARS, sanitizeSvg } from './sanitize-svg';

const wrap = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attributes}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps a drawing: shapes, gradients and their local references, with ids prefixed', () => {
    const svg = wrap(
      '<defs><linearGradient id="paint0_linear" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#C9A227"/></linearGradient>' +
        '<clipPath id="a"><rect width="24" height="24"/></clipPath></defs>' +
        '<g clip-path="url(#a)"><path d="M2 2h20v20H2z" fill="url(#paint0_linear)" stroke-width="1.5"/></g>' +
        '<use href="#a"/><use xlink:href="#a"/>',
    );
    const clean = sanitizeSvg(svg, 'icon-1');
    expect(clean).toContain('viewBox="0 0 24 24"');
    expect(clean).toContain('<linearGradient id="icon-1-paint0_linear" gradientUnits="userSpaceOnUse">');
    expect(clean).toContain('fill="url(#icon-1-paint0_linear)"');
    expect(clean).toContain('clip-path="url(#icon-1-a)"');
    expect(clean).toContain('<use href="#icon-1-a"></use>');
    expect(clean).toContain('<use xlink:href="#icon-1-a"></use>');
    expect(clean).toContain('<path d="M2 2h20v20H2z"');
  });

  // Each sample carries a marker that must not survive.
  const attacks: [string, string, RegExp][] = [
    ['a script element', wrap('<script>alert("PWNED")</script><path d="M0 0"/>'), /script|PWNED/i],
    ['a script in CDATA', wrap('<script><![CDATA[alert("PWNED")]]></script>'), /script|PWNED/i],
    ['an event handler on the root', wrap('<path d="M0 0"/>', ' onload="alert(1)"'), /onload/i],
    ['an event handler on a shape', wrap('<circle r="2" onmouseover="alert(1)"/>'), /onmouseover/i],
    ['an event handler in another case', wrap('<rect width="2" onClick="alert(1)"/>'), /onclick/i],
    [
      'foreignObject with HTML',
      wrap('<foreignObject><img src="x" onerror="alert(1)"/></foreignObject>'),
      /foreign|img|onerror/i,
    ],
    ['an external use', wrap('<use href="https://evil.example/sprite.svg#icon"/>'), /evil/],
    ['an external xlink:href', wrap('<use xlink:href="//evil.example/sprite.svg#icon"/>'), /evil/],
    ['a javascript: link', wrap('<a href="javascript:alert(1)"><path d="M0 0"/></a>'), /javascript|<a/i],
    ['a data: use', wrap('<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'), /data:/],
    ['an image element', wrap('<image href="https://evil.example/pixel.png"/>'), /image|evil/],
    ['a data: image', wrap('<image href="data:image/png;base64,AAAA"/>'), /image|data:/],
    [
      'an animation rewriting a link',
      wrap('<a><animate attributeName="href" values="javascript:alert(1)"/></a>'),
      /animate|javascript/i,
    ],
    ['a set element', wrap('<set attributeName="onmouseover" to="alert(1)"/>'), /<set|alert/i],
    ['a style url() to another host', wrap('<rect width="2" style="fill:url(https://evil.example/x)"/>'), /evil|style/],
    [
      'a style with an escaped url',
      wrap('<rect width="2" style="background:u\\72l(https://evil.example/x)"/>'),
      /evil|style/,
    ],
    [
      'a style element with an import',
      wrap('<style>@import url(https://evil.example/x.css)</style>'),
      /evil|style|import/,
    ],
    ['a fill url() to another host', wrap('<rect width="2" fill="url(https://evil.example/x#g)"/>'), /evil/],
    ['a mask url() to another host', wrap('<rect width="2" mask="url(\'https://evil.example/m.svg#m\')"/>'), /evil/],
    ['an iframe', wrap('<iframe src="https://evil.example"></iframe>'), /iframe|evil/],
    ['an id that would shadow a global', wrap('<rect id="tarteaucitron" width="2"/>'), /id="tarteaucitron"/],
    [
      'an external entity',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('<text>&x;</text>')}`,
      /ENTITY|passwd|&x;/,
    ],
    ['HTML after the svg', `${wrap('<path d="M0 0"/>')}<img src="x" onerror="alert(1)">`, /img|onerror/],
  ];

  it.each(attacks)('removes %s', (_name, svg, marker) => {
    const clean = sanitizeSvg(svg, 'icon');
    expect(clean).not.toBeNull();
    expect(clean).not.toMatch(marker);
    expect(clean!.startsWith('<svg')).toBe(true);
  });

  it('refuses what is not one svg element, and a file too large for an icon', () => {
    expect(sanitizeSvg('<html><body>hello</body></html>', 'x')).toBeNull();
    expect(sanitizeSvg('<script>alert(1)</script>', 'x')).toBeNull();
    expect(sanitizeSvg(wrap(`<path d="${'M0 0 '.repeat(MAX_SVG_CHARS / 5)}"/>`), 'x')).toBeNull();
  });
});
