import { getTranslations } from 'next-intl/server';
import { bannerColours, bannerCss } from '../banner-style';
import { consentServices } from '../services';
import { ConsentLoader } from './consent-loader';

type Parameters = Readonly<Record<string, string | null>>;

/**
 * Spec §2 "Cookie consent banner", for the site shell. A site without any tracker configured sets no
 * optional cookie, so it gets no banner and loads no consent script at all.
 */
export async function Consent({ parameters }: { parameters: Parameters }) {
  const services = consentServices(parameters);
  if (services.length === 0) return null;
  const t = await getTranslations('consent');
  const texts = {
    alertBigPrivacy: t('disclaimer'),
    acceptAll: t('acceptAll'),
    denyAll: t('denyAll'),
    personalize: t('personalize'),
    privacyUrl: t('policy'),
  };
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: bannerCss(bannerColours(parameters)) }} />
      <ConsentLoader services={services} texts={texts} />
    </>
  );
}
