import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PageNode } from '@/lib/platform/schemas/site';

vi.mock('next-intl/server', async () => {
  const { frTranslator } = await import('@/tests/intl');
  return { getTranslations: async (namespace: string) => frTranslator(namespace) };
});

const { PageTree } = await import('./page-tree');

const node = (id: number, url: string, title: string, route: string | null, children: PageNode[] = []): PageNode =>
  ({
    id,
    url,
    title,
    cms: { isCmsPage: route !== null, route, config: {} },
    isHome: false,
    isText: false,
    isValid: true,
    showInMenu: true,
    children,
  }) as unknown as PageNode;

describe('the admin page tree (every visible string in French)', () => {
  it('names each page’s screen in French, not by the platform’s route', async () => {
    const html = renderToStaticMarkup(
      await PageTree({
        tree: [
          node(1, 'nos-vins', 'Nos vins', 'products', [node(2, 'nos-vins/coffrets', 'Coffrets', 'products')]),
          node(3, 'tarifs-et-prestations', 'Tarifs', 'services'),
          node(4, 'agenda', 'Agenda', 'elements'),
          node(5, 'avis', 'Avis', 'reviews'),
          node(6, 'le-domaine', 'Le domaine', null),
          node(7, 'partenaires', 'Partenaires', 'logo-footer'),
        ],
      }),
    );
    expect(html).toContain('Écran : liste de produits');
    expect(html).toContain('Écran : tarifs et prestations');
    expect(html).toContain('Écran : liste d’éléments');
    expect(html).toContain('Écran : avis clients');
    expect(html).toContain('Écran : logos du pied de page');
    expect(html).not.toMatch(/Écran : (products|services|elements|reviews)/);
    // A content page has no screen to name.
    expect(html.match(/Écran :/g)).toHaveLength(6);
  });
});
