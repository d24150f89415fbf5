import { describe, expect, it } from 'vitest';
import { seedDrawing } from './catalogue';
import { drawingSvg, wineColour } from './drawings';

describe('the sample pictures are drawn from the seed data', () => {
  it('draws a wine as a bottle in its colour, its name and appellation on the label', () => {
    const drawing = seedDrawing(2, 'les-terres-rouges-saumur-champigny.jpg');
    expect(drawing).toMatchObject({ kind: 'bottle', name: 'Les Terres Rouges', wine: wineColour('Rouge') });
    const svg = drawingSvg(drawing!);
    expect(svg).toContain('Les Terres');
    expect(svg).toContain('Saumur-Champigny');
    expect(svg).toContain(wineColour('Rouge'));
    expect(wineColour('Rosé')).not.toBe(wineColour('Blanc'));
  });

  it('draws a box for a box, a jar for hair care, initials for a reviewer, a composition for the rest', () => {
    expect(seedDrawing(2, 'coffret-decouverte-3-bouteilles.jpg')?.kind).toBe('box');
    expect(seedDrawing(1, 'masque-reparateur-au-karite.jpg')?.kind).toBe('jar');
    expect(seedDrawing(1, 'avis-marie-dupont.png')).toEqual({ kind: 'portrait', name: 'marie dupont' });
    expect(seedDrawing(1, 'album-carre-flou.jpg')).toEqual({ kind: 'scene', seed: '1/album-carre-flou' });
    expect(seedDrawing(1, 'logo.svg')).toBeNull();
  });

  it('escapes what it writes into the SVG, and gives the same picture for the same name', () => {
    const svg = drawingSvg({ kind: 'jar', name: '<script>&', detail: 'x' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;');
    expect(drawingSvg({ kind: 'scene', seed: '1/a' })).toBe(drawingSvg({ kind: 'scene', seed: '1/a' }));
    expect(drawingSvg({ kind: 'scene', seed: '1/a' })).not.toBe(drawingSvg({ kind: 'scene', seed: '1/b' }));
  });
});
