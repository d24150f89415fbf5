import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { CART_SCREEN_NAMESPACES } from '@/features/cart/messages';
import { CartEntry } from '@/features/cart/components/cart-entry';
import { cartSettingsOf } from '@/features/cart/cart-view';
import { getPageTree } from '@/lib/site/pages';
import { getParameters } from '@/lib/site/parameters';
import { getCompanyAddresses, pageHref } from '@/features/site';
import { isCollectPoint } from '@/lib/rules/collect';
import type { PageNode } from '@/lib/platform/schemas/site';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('title'), robots: { index: false } };
}

/** The first page of the tree that shows the product list (cms route `products`): the empty cart's way back. */
function shopPage(tree: readonly PageNode[]): PageNode | null {
  for (const node of tree) {
    if (node.isValid && node.cms.route === 'products') return node;
    const child = shopPage(node.children);
    if (child) return child;
  }
  return null;
}

/** /panier: the visitor's cart (a client screen: the cart is per visitor, this page stays cached). */
export default async function Page({ params }: SiteRouteProps) {
  const siteId = await siteIdOf(params);
  const [parameters, tree, addresses, t] = await Promise.all([
    getParameters(siteId),
    getPageTree(siteId),
    getCompanyAddresses(siteId),
    getTranslations('cart'),
  ]);
  const shop = shopPage(tree);
  const settings = cartSettingsOf(parameters, {
    shopHref: shop ? pageHref(shop) : null,
    collectOffered: addresses.some(isCollectPoint),
  });
  return (
    <article className="page visitor-screen">
      <h1>{t('title')}</h1>
      <ScreenMessages namespaces={CART_SCREEN_NAMESPACES}>
        <CartEntry siteId={siteId} settings={settings} />
      </ScreenMessages>
    </article>
  );
}
