import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Screen, ScreenAlert, ScreenEmpty } from '@/components/screen/screen-states';
import type { CartSettings } from '../cart-view';
import { updateCart, useCart } from '../store';

/** The last cart failure (spec §8), kept until the visitor dismisses it. */
export function CartErrorBanner() {
  const t = useTranslations('cart');
  const errorMessage = useCart((state) => state.errorMessage);
  if (!errorMessage) return null;
  return (
    <ScreenAlert
      message={errorMessage}
      action={
        <button type="button" className="button-text" onClick={() => updateCart({ errorMessage: null })}>
          {t('dismiss')}
        </button>
      }
    />
  );
}

/** An empty cart: what to do next, the shop's list when the site has one, else the home page. */
function CartEmpty({ settings }: { settings: CartSettings }) {
  const t = useTranslations('cart');
  return (
    <ScreenEmpty>
      <p className="screen-empty__title">{t('empty')}</p>
      <p>{t('emptyHint')}</p>
      <Link href={settings.shopHref ?? '/'} className="button-primary">
        {settings.shopHref ? t('toShop') : t('toHome')}
      </Link>
    </ScreenEmpty>
  );
}

/**
 * An empty /panier (from the door, or from the screen once the platform answered no lines): the kept failure, then
 * the way on.
 */
export function CartEmptyScreen({ settings }: { settings: CartSettings }) {
  return (
    <Screen>
      <CartErrorBanner />
      <CartEmpty settings={settings} />
    </Screen>
  );
}
