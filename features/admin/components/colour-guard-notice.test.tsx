import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { textColours } from '@/features/site';

vi.mock('next-intl/server', async () => {
  const { frTranslator } = await import('@/tests/intl');
  return { getTranslations: async (namespace: string) => frTranslator(namespace) };
});

const { ColourGuardNotice } = await import('./colour-guard-notice');

const render = async (parameters: Record<string, string>) =>
  renderToStaticMarkup(await ColourGuardNotice({ colours: textColours(parameters, []) }));

describe('the admin panel says which text colours the site replaced (issue 16)', () => {
  it('names spec §9’s red page text on white, its contrast and the colour used instead', async () => {
    const html = await render({ BACKGROUND_COLOR: '#FFFFFFFF', PRIMARY_COLOR: '#29362AFF', FONT_COLOR: '#FF0000FF' });
    expect(html).toContain('Lisibilité des couleurs du texte');
    expect(html).toContain('Couleur du texte (#FF0000FF) sur le fond des pages (#FFFFFFFF) : contraste 4,0:1');
    expect(html).toContain('remplacée par #29362AFF');
    expect(html).not.toContain('Couleur des titres');
  });

  it('says nothing when every colour is legible', async () => {
    const html = await render({
      BACKGROUND_COLOR: '#FFFFFFFF',
      PRIMARY_COLOR: '#29362AFF',
      FONT_COLOR: '#1B1B1BFF',
      HEADING_COLOR: '#FFFFFFFF',
      FONT_BACKGROUND_COLOR: '#FFFFFFFF',
    });
    expect(html).toBe('');
  });
});
