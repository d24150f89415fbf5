import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { CHECKOUT_MESSAGE_NAMESPACES, checkoutSettingsOf, CheckoutEntry } from '@/features/checkout';
import { getParameters } from '@/lib/site/parameters';
import { getSiteInfo } from '@/lib/site/site-info';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /commande (issue 14, design.md §4): a cached frame; the checkout itself is per visitor and runs in the browser
 * (`?etape=livraison|paiement`). The site's shop rules are public parameters, so the frame stays cacheable. The
 * Loi Évin messages of a wine estate are the product sheet's own (`products.*`), rendered here on the server.
 */
export default async function Page({ params }: SiteRouteProps) {
  const siteId = await siteIdOf(params);
  const [parameters, info, t, tProducts] = await Promise.all([
    getParameters(siteId),
    getSiteInfo(siteId),
    getTranslations('checkout'),
    getTranslations('products'),
  ]);
  const settings = checkoutSettingsOf(parameters, info.isWinemaker);
  const evin = settings.isWinemaker && (settings.alcoholMessage || settings.ethylotestMessage);
  const legalNote = evin ? (
    <div data-testid="alcohol-messages" style={{ fontSize: '0.9em' }}>
      {settings.alcoholMessage && <p>{tProducts('alcoholMessage')}</p>}
      {settings.ethylotestMessage && <p>{tProducts('ethylotestMessage')}</p>}
    </div>
  ) : null;
  return (
    <article className="page visitor-screen">
      <h1>{t('title')}</h1>
      <ScreenMessages namespaces={CHECKOUT_MESSAGE_NAMESPACES}>
        <CheckoutEntry siteId={siteId} settings={settings} legalNote={legalNote} />
      </ScreenMessages>
    </article>
  );
}
