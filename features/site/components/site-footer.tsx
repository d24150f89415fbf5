import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Element } from '@/lib/platform/schemas/content';
import type { PageNode } from '@/lib/platform/schemas/site';
import { isOn, type Parameters } from '@/lib/site/parameters';
import { hiddenContactPath, isHiddenContactLink } from '../menu';
import { storedImageSrc } from '@/lib/platform/image-src';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const SOCIAL = ['FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TWITTER', 'LINKEDIN', 'PINTEREST', 'TIKTOK'] as const;
const LEGAL_LINKS = [
  ['/legal-notice', 'LEGAL_NOTICE'],
  ['/privacy-policy', 'PRIVACY_POLICY'],
  ['/cookie-policy', 'COOKIE_POLICY'],
  ['/use-terms', 'USE_TERMS'],
  ['/sale-terms', 'SALE_TERMS'],
] as const;

/** Only web links are rendered from owner data (no javascript: URLs). */
const safeHref = (url: string | null | undefined) => (url && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null);

interface Props {
  parameters: Parameters;
  logos: Element[];
  links: Element[];
  /** The newsletter sign-up, placed by the site frame (the footer imports no other feature); absent when off. */
  newsletter?: ReactNode;
  /** The page tree: with HIDE_CONTACT_PAGE, the footer's links to the contact page are left out. */
  tree?: readonly PageNode[];
}

/** The footer of spec §2's shell: partners, identity, opening hours, links, social networks, legal block, created-by. */
export async function SiteFooter({ parameters, logos, links: allLinks, newsletter, tree = [] }: Props) {
  const t = await getTranslations('footer');
  const tLegal = await getTranslations('legal');
  const p = (type: string) => parameters[type]?.trim() || null;
  const hours = DAYS.map((day) => [day, p(`${day}_HOURS`)] as const).filter(([, value]) => value);
  const social = SOCIAL.map((name) => [name, safeHref(p(`${name}_URL`))] as const).filter(([, url]) => url);
  const phone = p('COMPANY_PHONE');
  const email = p('COMPANY_EMAIL');
  const backlink = safeHref(p('CREATED_BY_BACKLINK_URL'));
  const hiddenContact = hiddenContactPath(tree, isOn(parameters.HIDE_CONTACT_PAGE));
  const links = allLinks.filter((link) => !isHiddenContactLink(safeHref(link.url), hiddenContact));

  return (
    <footer className="site-footer">
      {logos.length > 0 && (
        <ul className="footer-logos" aria-label={t('partners')}>
          {logos.map((logo) => {
            const img = logo.image ? (
              <img
                src={storedImageSrc(logo.image.externalPath) ?? undefined}
                alt={logo.title}
                loading="lazy"
                width={160}
                height={80}
              />
            ) : (
              logo.title
            );
            const href = safeHref(logo.url);
            return (
              <li key={logo.id}>
                {href ? (
                  <a href={href} rel="noopener noreferrer" target="_blank">
                    {img}
                  </a>
                ) : (
                  img
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="footer-columns">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{p('COMPANY_NAME')}</h2>
          <address>
            {p('COMPANY_ADDRESS') && <p>{p('COMPANY_ADDRESS')}</p>}
            {phone && (
              <p>
                {t('phone')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </p>
            )}
            {email && (
              <p>
                {t('email')} <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
          </address>
        </section>
        {hours.length > 0 && (
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours">{t('hours')}</h2>
            <dl className="footer-hours">
              {hours.map(([day, value]) => (
                <div key={day}>
                  <dt>{t(`days.${day}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {links.length > 0 && (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">{t('links')}</h2>
            <ul>
              {links.map((link) => {
                const href = safeHref(link.url);
                return <li key={link.id}>{href ? <Link href={href}>{link.title}</Link> : link.title}</li>;
              })}
            </ul>
          </nav>
        )}
        {social.length > 0 && (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{t('follow')}</h2>
            <ul>
              {social.map(([name, url]) => (
                <li key={name}>
                  <a href={url!} rel="noopener noreferrer" target="_blank">
                    {t(`social.${name}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {newsletter}
      </div>
      <nav className="legal-block" aria-label={t('legal')}>
        <ul>
          {LEGAL_LINKS.map(([href, key]) => (
            <li key={href}>
              <Link href={href}>{tLegal(key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {!isOn(parameters.HIDE_PLATFORM_LOGO) && p('CREATED_BY_MESSAGE') && (
        <p className="created-by">
          {backlink ? <a href={backlink}>{p('CREATED_BY_MESSAGE')}</a> : p('CREATED_BY_MESSAGE')}
        </p>
      )}
    </footer>
  );
}
