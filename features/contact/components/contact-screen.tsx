import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { getParameters, type Parameters } from '@/lib/site/parameters';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { ContactFormLazy } from './contact-form-lazy';
import styles from './contact-screen.module.css';

/** What the contact form's client parts read (its own provider: these words ride with this page only). */
const CONTACT_FORM_NAMESPACES = ['contact', 'forms'] as const;

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A phone number as a tel: link (digits and + only). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company's details and opening hours from the parameters (spec §3 identity and opening hours). */
export function contactDetails(parameters: Parameters) {
  const p = (type: string) => parameters[type]?.trim() || null;
  return {
    name: p('COMPANY_NAME'),
    address: p('COMPANY_ADDRESS'),
    phone: p('COMPANY_PHONE'),
    mobile: p('COMPANY_MOBILE'),
    email: p('COMPANY_EMAIL'),
    hours: DAYS.map((day) => ({ day, hours: p(`${day}_HOURS`) })).filter(
      (row): row is { day: (typeof DAYS)[number]; hours: string } => row.hours !== null,
    ),
    extra: p('CONTACT_ADDITIONAL_INFOS'),
  };
}

/** The contact screen (cms.route "contact", e.g. /nous-contacter): the message form beside the company's details. */
export async function ContactScreen({ siteId }: { siteId: number }) {
  const [parameters, t] = await Promise.all([getParameters(siteId), getTranslations('contact')]);
  const details = contactDetails(parameters);
  const extra = details.extra ? sanitizeCmsHtml(details.extra) : '';
  return (
    <div className={styles.screen}>
      <ScreenMessages namespaces={CONTACT_FORM_NAMESPACES}>
        <ContactFormLazy />
      </ScreenMessages>
      <aside className={styles.details} aria-labelledby="contact-details-title">
        <section>
          <h2 id="contact-details-title">{t('detailsTitle')}</h2>
          <address>
            {details.name && (
              <p className={styles.name}>
                <strong>{details.name}</strong>
              </p>
            )}
            <dl>
              {details.address && (
                <div className={styles.item}>
                  <dt>{t('address')}</dt>
                  <dd>{details.address}</dd>
                </div>
              )}
              {details.phone && (
                <div className={styles.item}>
                  <dt>{t('phoneLabel')}</dt>
                  <dd>
                    <a href={telHref(details.phone)}>{details.phone}</a>
                  </dd>
                </div>
              )}
              {details.mobile && (
                <div className={styles.item}>
                  <dt>{t('mobileLabel')}</dt>
                  <dd>
                    <a href={telHref(details.mobile)}>{details.mobile}</a>
                  </dd>
                </div>
              )}
              {details.email && (
                <div className={styles.item}>
                  <dt>{t('emailLabel')}</dt>
                  <dd>
                    <a href={`mailto:${details.email}`}>{details.email}</a>
                  </dd>
                </div>
              )}
            </dl>
          </address>
        </section>
        {details.hours.length > 0 && (
          <section aria-labelledby="contact-hours-title">
            <h2 id="contact-hours-title">{t('hoursTitle')}</h2>
            <dl className={styles.hours}>
              {details.hours.map(({ day, hours }) => (
                <div key={day}>
                  <dt>{t(`days.${day}`)}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {extra && <div className={styles.extra} dangerouslySetInnerHTML={{ __html: extra }} />}
      </aside>
    </div>
  );
}
