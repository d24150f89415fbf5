import { getTranslations } from 'next-intl/server';
import { bannerColours, bannerCss } from '../banner-style';
import { CONSENT_SERVICE_KEYS, consentPurpose, consentServices, type ConsentServiceKey } from '../services';
import { CONSENT_BANNER_ID } from '../tarteaucitron-config';
import { ConsentBannerLazy } from './consent-banner-lazy';

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
    alertBigPrivacy: t('disclaimer', { purpose: consentPurpose(services) }),
    acceptAll: t('acceptAll'),
    denyAll: t('denyAll'),
    personalize: t('personalize'),
    privacyUrl: t('policy'),
  };
  const colours = bannerColours(parameters);
  const tChoices = await getTranslations('consentForm');
  const choices = {
    legend: tChoices('choicesLegend'),
    save: tChoices('save'),
    labels: Object.fromEntries(CONSENT_SERVICE_KEYS.map((key) => [key, tChoices(`services.${key}`)])) as Record<
      ConsentServiceKey,
      string
    >,
  };
  return (
    <>
      {/* tarteaucitron's own interface (its panel; its banner for a service added since the choice), in the same colours. */}
      <style dangerouslySetInnerHTML={{ __html: bannerCss(colours) }} />
      <ConsentBannerLazy
        services={services}
        texts={texts}
        label={t('bannerLabel')}
        colours={colours}
        choices={choices}
      />
      {/* Without JavaScript no tracker can run: nothing to ask, and the buttons could not answer. */}
      <noscript>
        <style>{`#${CONSENT_BANNER_ID}{display:none}`}</style>
      </noscript>
    </>
  );
}
