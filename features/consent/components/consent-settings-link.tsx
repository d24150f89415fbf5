import { getTranslations } from 'next-intl/server';
import { CONSENT_PANEL_HASH } from '../tarteaucitron-config';

/**
 * « Gestion des cookies », for the footer of a site that asks for consent: a visitor can change their choice at any
 * time, as easily as they made it (spec §2 consent banner; the seeded cookie policy points here). A plain link to
 * tarteaucitron's fragment: tarteaucitron opens its panel for it, at once if loaded, else as soon as it loads; before
 * any choice, the banner opens its « Personnaliser » list instead (consent-banner.tsx). No script in the footer.
 */
export async function ConsentSettingsLink() {
  const t = await getTranslations('consent');
  return <a href={CONSENT_PANEL_HASH}>{t('manage')}</a>;
}
