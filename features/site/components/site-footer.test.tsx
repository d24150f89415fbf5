// @vitest-environment jsdom
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import type { Logo } from '@/lib/platform/schemas/site';
import type { CompanyAddress } from '../api/get-company-addresses';

vi.mock('next-intl/server', async () => {
  const { frTranslator } = await import('@/tests/intl');
  return { getTranslations: async (namespace: string) => frTranslator(namespace) };
});

// The platform's answer for the salon's SVG footer logo (POST /image/load-svg, sanitized): a small drawing.
vi.mock('../api/get-svg-icon', async () => {
  const { logoSvgMarkup } = await import('../logo-svg');
  return {
    getInlineLogo: async (siteId: number, src: string | null, attributes: Parameters<typeof logoSvgMarkup>[1]) =>
      siteId === 1 && src?.endsWith('logo-blanc.svg')
        ? logoSvgMarkup(
            '<svg width="480" height="200" viewBox="0 0 480 200" aria-label="Ancien"><circle r="4"></circle></svg>',
            attributes,
          )
        : null,
  };
});

const { SiteFooter } = await import('./site-footer');

const logo = (type: Logo['type'], file: string): Logo => ({
  id: file.length,
  filename: file,
  type,
  alt: 'Atelier Lumière',
  onlineImage: { id: 1, externalId: file, externalType: 'IMAGE', externalPath: `1/${file}`, url: `/images/1/${file}` },
});
const LOGOS = [logo('LOGO', 'logo.svg'), logo('LOGO_FOOTER', 'logo-blanc.svg')];

const institute: CompanyAddress = {
  id: 12,
  name: 'Atelier Lumière — l’institut',
  addLine1: '3 place des Jacobins',
  addLine2: 'Au premier étage',
  zipCode: '69002',
  city: 'Lyon',
  country: 'FRA',
  phone: '04 78 42 16 92',
  email: null,
  position: null,
  type: [],
  schedules: [],
};

const BASE = { COMPANY_NAME: 'Atelier Lumière', COMPANY_ADDRESS: '12 rue Mercière, 69002 Lyon' };

async function renderFooter(
  parameters: Record<string, string | null>,
  extra: { siteId?: number; siteLogos?: Logo[]; secondaryAddresses?: CompanyAddress[] } = {},
) {
  const { prelude } = await prerender(
    await SiteFooter({ parameters: { ...BASE, ...parameters }, logos: [], links: [], ...extra }),
  );
  const html = await new Response(prelude).text();
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;
}

describe('SiteFooter: the footer logo (LOGO_FOOTER with its sizes)', () => {
  it('draws a small SVG logo inline, with the link’s name and the owner’s size, instead of an img', async () => {
    const body = await renderFooter({ LOGO_HEIGHT_FOOTER: '90' }, { siteId: 1, siteLogos: LOGOS });
    const svg = body.querySelector<SVGSVGElement>('.footer-logo svg');
    expect(body.querySelector('.footer-logo img')).toBeNull();
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe("Atelier Lumière — page d'accueil");
    expect(svg?.getAttribute('height')).toBe('90');
    expect(svg?.getAttribute('style')).toBe('width:auto;height:90px');
    expect(svg?.querySelector('circle')).not.toBeNull();
  });

  it('keeps an img for a logo that is not an SVG the platform could give', async () => {
    const body = await renderFooter({}, { siteId: 1, siteLogos: [logo('LOGO_FOOTER', 'logo-blanc.png')] });
    expect(body.querySelector('.footer-logo svg')).toBeNull();
    expect(body.querySelector('.footer-logo img')?.getAttribute('src')).toContain('logo-blanc.png');
  });

  it('shows the LOGO_FOOTER logo, 150 px high and automatic width by default, as a link home', async () => {
    const body = await renderFooter({}, { siteLogos: LOGOS });
    const img = body.querySelector<HTMLImageElement>('.footer-logo img');
    expect(img?.getAttribute('src')).toContain('logo-blanc.svg');
    expect(img?.getAttribute('height')).toBe('150');
    expect(img?.hasAttribute('width')).toBe(false);
    expect(img?.style.width).toBe('auto');
    expect(img?.alt).toBe("Atelier Lumière — page d'accueil");
    expect(body.querySelector('.footer-logo')?.getAttribute('href')).toBe('/');
  });

  it('takes LOGO_WIDTH_FOOTER and LOGO_HEIGHT_FOOTER, and ignores values out of range', async () => {
    const sized = await renderFooter({ LOGO_WIDTH_FOOTER: '220', LOGO_HEIGHT_FOOTER: '90' }, { siteLogos: LOGOS });
    const img = sized.querySelector<HTMLImageElement>('.footer-logo img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.style.width, img.style.height]).toEqual([
      '220',
      '90',
      '220px',
      '90px',
    ]);
    const wild = await renderFooter({ LOGO_WIDTH_FOOTER: '-5', LOGO_HEIGHT_FOOTER: '9000' }, { siteLogos: LOGOS });
    expect(wild.querySelector('.footer-logo img')?.getAttribute('height')).toBe('150');
  });

  it('shows no logo when the site has no LOGO_FOOTER (the header logo is not reused)', async () => {
    const body = await renderFooter({}, { siteLogos: [LOGOS[0]!] });
    expect(body.querySelector('.footer-logo')).toBeNull();
  });
});

describe('SiteFooter: fax and RM numbers', () => {
  it('shows them when set', async () => {
    const body = await renderFooter({ COMPANY_FAX: '04 78 42 16 91', RM_NUMBER: '812 345 676 RM 69' });
    expect(body.querySelector('address')?.textContent).toContain('Fax : 04 78 42 16 91');
    expect(body.querySelector('.footer-rm')?.textContent).toBe('Répertoire des métiers : 812 345 676 RM 69');
  });

  it('shows neither when unset', async () => {
    const body = await renderFooter({ COMPANY_FAX: null, RM_NUMBER: ' ' });
    expect(body.textContent).not.toContain('Fax');
    expect(body.querySelector('.footer-rm')).toBeNull();
  });
});

describe('SiteFooter: secondary addresses (DISPLAY_SECONDARY_ADDRESSES)', () => {
  it('lists the other addresses when on', async () => {
    const body = await renderFooter({ DISPLAY_SECONDARY_ADDRESSES: 'true' }, { secondaryAddresses: [institute] });
    const section = body.querySelector('[aria-labelledby="footer-addresses"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Nos autres adresses');
    expect(section?.textContent).toContain('Atelier Lumière — l’institut');
    expect(section?.textContent).toContain('3 place des Jacobins');
    expect(section?.textContent).toContain('Au premier étage');
    expect(section?.textContent).toContain('69002 Lyon');
    expect(section?.querySelector('a[href="tel:0478421692"]')).not.toBeNull();
  });

  it('lists none when off, even if given', async () => {
    const body = await renderFooter({ DISPLAY_SECONDARY_ADDRESSES: 'false' }, { secondaryAddresses: [institute] });
    expect(body.querySelector('[aria-labelledby="footer-addresses"]')).toBeNull();
  });
});

describe('SiteFooter: every social network', () => {
  it('links Telegram, Discord and GitHub beside the link networks', async () => {
    const body = await renderFooter({
      FACEBOOK_URL: 'https://www.facebook.com/atelierlumiere.lyon',
      TELEGRAM_AT: '@atelierlumiere',
      DISCORD_SERVER: 'https://discord.gg/coteauxdores',
      GITHUB_REPOSITORY: 'coteaux-dores/carnet-de-cave',
    });
    const links = [...body.querySelectorAll('[aria-labelledby="footer-social"] a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Facebook', 'https://www.facebook.com/atelierlumiere.lyon'],
      ['Telegram', 'https://t.me/atelierlumiere'],
      ['Discord', 'https://discord.gg/coteauxdores'],
      ['GitHub', 'https://github.com/coteaux-dores/carnet-de-cave'],
    ]);
  });

  it('shows no network block without any network, nor for values that are not links', async () => {
    const body = await renderFooter({ TELEGRAM_AT: 'javascript:alert(1)', GITHUB_REPOSITORY: '' });
    expect(body.querySelector('[aria-labelledby="footer-social"]')).toBeNull();
  });
});

describe('SiteFooter: the legal block', () => {
  const legalLinks = (container: HTMLElement) =>
    [...container.querySelectorAll('nav.legal-block a')].map((a) => [a.textContent, a.getAttribute('href')]);

  it('links the five legal texts, then the consent settings the site frame gives (a site that asks for consent)', async () => {
    const { prelude } = await prerender(
      await SiteFooter({
        parameters: BASE,
        logos: [],
        links: [],
        consentLink: <a href="#tarteaucitron">Gestion des cookies</a>,
      }),
    );
    const container = new DOMParser().parseFromString(await new Response(prelude).text(), 'text/html').body;
    expect(legalLinks(container)).toEqual([
      ['Mentions légales', '/legal-notice'],
      ['Politique de confidentialité', '/privacy-policy'],
      ['Politique de cookies', '/cookie-policy'],
      ["Conditions générales d'utilisation", '/use-terms'],
      ['Conditions générales de vente', '/sale-terms'],
      ['Gestion des cookies', '#tarteaucitron'],
    ]);
  });

  it('has no consent settings on a site without trackers', async () => {
    const container = await renderFooter({});
    expect(legalLinks(container).map(([text]) => text)).not.toContain('Gestion des cookies');
    expect(container.querySelectorAll('nav.legal-block li')).toHaveLength(5);
  });
});
