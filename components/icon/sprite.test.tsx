import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import { House } from './icons';
import { iconData, iconSprite } from './sprite';

const sprite = iconSprite();

describe('the icon sprite', () => {
  it('has a drawn symbol for every icon the storefront uses, and nothing else', () => {
    const used = Object.values(icons).map((Icon) => /#([a-z-]+)"/.exec(renderToStaticMarkup(<Icon />))![1]);
    const symbols = [...sprite.matchAll(/<symbol id="([a-z-]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g)];
    expect(used.length).toBeGreaterThan(30);
    expect(symbols.map(([, id]) => id).sort()).toEqual([...used].sort());
    for (const [, id, drawing] of symbols) {
      expect(drawing, id).toMatch(/^(<(path|circle|rect|line|polyline|ellipse|polygon)( [a-z0-9-]+="[^"]*")+\/>)+$/);
    }
  });

  it('draws lucide’s look on each symbol (a use of another file inherits nothing from its root)', () => {
    const house = /<symbol id="house"[^>]*>/.exec(sprite)![0];
    for (const attribute of [
      'fill="none"',
      'stroke="currentColor"',
      'stroke-linecap="round"',
      'stroke-linejoin="round"',
    ]) {
      expect(house).toContain(attribute);
    }
    expect(house).not.toContain('stroke-width');
    expect(sprite).not.toContain(' key=');
  });

  it('fails loudly when lucide-react stops exporting the drawing', () => {
    expect(() => iconData({ default: () => null })).toThrow(/__iconData/);
    expect(() => iconSprite([{ default: () => null }])).toThrow(/__iconData/);
  });
});

describe('an icon', () => {
  it('is one use of the sprite, with its size, stroke width and classes', () => {
    const markup = renderToStaticMarkup(<House size={16} strokeWidth={1} className="menuIcon" />);
    expect(markup).toBe(
      '<svg width="16" height="16" stroke-width="1" class="lucide lucide-house menuIcon" aria-hidden="true">' +
        '<use href="/icons.svg?v=dev#house"></use></svg>',
    );
  });

  it('is hidden from assistive technologies unless labelled', () => {
    const labelled = renderToStaticMarkup(<House aria-label="Accueil" />);
    expect(labelled).toContain('aria-label="Accueil"');
    expect(labelled).not.toContain('aria-hidden');
  });
});
