import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Element } from '@/lib/platform/schemas/content';
import type { Logo, PageNode } from '@/lib/platform/schemas/site';
import { isOn, type Parameters } from '@/lib/site/parameters';
import { hiddenContactPath, isHiddenContactLink } from '../menu';
import { storedImageSrc } from '@/lib/platform/image-src';
import type { CompanyAddress } from '../api/get-company-addresses';
import { numberIn } from '../header-style';
import { isHandleNetwork, socialLinks } from '../social';
import { getInlineLogo } from '../api/get-svg-icon';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const LEGAL_LINKS = [
  ['/legal-notice', 'LEGAL_NOTICE'],
  ['/privacy-policy', 'PRIVACY_POLICY'],
  ['/cookie-policy', 'COOKIE_POLICY'],
  ['/use-terms', 'USE_TERMS'],
  ['/sale-terms', 'SALE_TERMS'],
] as const;

/**
 * The site's footer logo (spec §3 Logo type LOGO_FOOTER) at LOGO_WIDTH_FOOTER × LOGO_HEIGHT_FOOTER (spec §9:
 * width 0 = automatic, height 150), never wider than the footer. Null without such a logo.
 */
export function footerLogo(logos: readonly Logo[], parameters: Parameters) {
  const logo = logos.find((candidate) => candidate.type === 'LOGO_FOOTER');
  const src = logo ? storedImageSrc(logo.onlineImage.externalPath) : null;
  if (!logo || !src) return null;
  const width = numberIn(parameters.LOGO_WIDTH_FOOTER, 0, 1200, 0);
  const height = numberIn(parameters.LOGO_HEIGHT_FOOTER, 16, 400, 150);
  return { src, alt: logo.alt, width: width === 0 ? undefined : width, height };
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Only web links are rendered from owner data (no javascript: URLs). */
const safeHref = (url: string | null | undefined) => (url && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null);

interface Props {
  /** The site, to read its footer logo's drawing when it is a small SVG (drawn inline); without it, always an img. */
  siteId?: number;
  parameters: Parameters;
  logos: Element[];
  links: Element[];
  /** The newsletter sign-up, placed by the site frame (the footer imports no other feature); absent when off. */
  newsletter?: ReactNode;
  /** « Gestion des cookies » (features/consent), after the legal links, on a site that asks for consent. */
  consentLink?: ReactNode;
  /** The page tree: with HIDE_CONTACT_PAGE, the footer's links to the contact page are left out. */
  tree?: readonly PageNode[];
  /** The site's logos (site info): the LOGO_FOOTER one is shown above the company's details. */
  siteLogos?: readonly Logo[];
  /** The company's other addresses, read by the shell only when DISPLAY_SECONDARY_ADDRESSES is on. */
  secondaryAddresses?: readonly CompanyAddress[];
}

/**
 * The footer of spec §2's shell: partners, the site's footer logo, identity (address, phone, fax, e-mail, RM
 * number), the other addresses, opening hours, links, social networks, legal block, created-by.
 */
export async function SiteFooter({
  siteId,
  parameters,
  logos,
  links: allLinks,
  newsletter,
  consentLink,
  tree = [],
  siteLogos = [],
  secondaryAddresses = [],
}: Props) {
  const t = await getTranslations('footer');
  const tDetails = await getTranslations('footerDetails');
  const tLegal = await getTranslations('legal');
  const p = (type: string) => parameters[type]?.trim() || null;
  const hours = DAYS.map((day) => [day, p(`${day}_HOURS`)] as const).filter(([, value]) => value);
  const social = socialLinks(parameters);
  const phone = p('COMPANY_PHONE');
  const fax = p('COMPANY_FAX');
  const rm = p('RM_NUMBER');
  const email = p('COMPANY_EMAIL');
  const logo = footerLogo(siteLogos, parameters);
  const logoLabel = logo ? tDetails('logoHome', { name: logo.alt || p('COMPANY_NAME') || '' }) : '';
  const logoBox = logo ? { width: logo.width ? `${logo.width}px` : 'auto', height: `${logo.height}px` } : null;
  const inlineLogo =
    logo && logoBox && siteId !== undefined
      ? await getInlineLogo(siteId, logo.src, {
          role: 'img',
          'aria-label': logoLabel,
          width: logo.width,
          height: logo.height,
          style: `width:${logoBox.width};height:${logoBox.height}`,
        })
      : null;
  const otherAddresses = isOn(parameters.DISPLAY_SECONDARY_ADDRESSES) ? secondaryAddresses : [];
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
          {logo && (
            <Link href="/" className="footer-logo">
              {inlineLogo ? (
                // A small SVG drawn inline, as the header's (logo-svg.ts says why).
                <span style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: inlineLogo }} />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- the site's logo from the image service, at the owner's size
                <img
                  src={logo.src}
                  alt={logoLabel}
                  width={logo.width}
                  height={logo.height}
                  style={logoBox ?? undefined}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </Link>
          )}
          <h2 id="footer-company">{p('COMPANY_NAME')}</h2>
          <address>
            {p('COMPANY_ADDRESS') && <p>{p('COMPANY_ADDRESS')}</p>}
            {phone && (
              <p>
                {t('phone')} <a href={telHref(phone)}>{phone}</a>
              </p>
            )}
            {fax && (
              <p>
                {tDetails('fax')} {fax}
              </p>
            )}
            {email && (
              <p>
                {t('email')} <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
          </address>
          {rm && (
            <p className="footer-rm">
              {tDetails('rm')} {rm}
            </p>
          )}
        </section>
        {otherAddresses.length > 0 && (
          <section aria-labelledby="footer-addresses">
            <h2 id="footer-addresses">{tDetails('otherAddresses')}</h2>
            <ul className="footer-addresses">
              {otherAddresses.map((address) => (
                <li key={address.id}>
                  <address>
                    <p className="footer-address-name">{address.name}</p>
                    <p>{address.addLine1}</p>
                    {address.addLine2 && <p>{address.addLine2}</p>}
                    <p>
                      {address.zipCode} {address.city}
                    </p>
                    {address.phone && (
                      <p>
                        {t('phone')} <a href={telHref(address.phone)}>{address.phone}</a>
                      </p>
                    )}
                  </address>
                </li>
              ))}
            </ul>
          </section>
        )}
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
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {isHandleNetwork(network) ? tDetails(`social.${network}`) : t(`social.${network}`)}
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
          {consentLink && <li>{consentLink}</li>}
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
