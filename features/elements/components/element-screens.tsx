import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';
import type { Element } from '@/lib/platform/schemas/content';
import { elementRouteOf } from '@/lib/site/detail-paths';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { getElements, type ElementPage } from '../api/get-elements';
import { eventWhen, isPast } from '../event-dates';
import { ElementListLazy } from './element-list-lazy';
import { SeatsBadge } from './element-card';
import { RegisterFormLazy } from './register-form-lazy';
import { ElementFacts } from './element-facts';
import styles from './elements.module.css';
import { responsiveImage } from '@/lib/platform/image-srcset';

/** The namespaces the element screens' client parts read: they ride with these pages only. */
const SCREEN_NAMESPACES = ['elements', 'forms'] as const;

/**
 * The screen of a page whose `cms.route` is `elements` (the List-key mapping of spec §3: `cms.config.elementRoute`
 * names the list, e.g. `evenements`): its items, 24 a page. A failed read says so in French.
 */
export async function ElementListScreen({
  siteId,
  listPath,
  config,
}: {
  siteId: number;
  listPath: string;
  config: Record<string, unknown>;
}) {
  const route = elementRouteOf(config);
  if (!route) return null;
  const [t, messages] = await Promise.all([getTranslations('elements'), getMessages()]);
  let initial: ElementPage;
  try {
    initial = await getElements(siteId, route);
  } catch {
    return (
      <p role="alert" className={styles.notice}>
        {t('unavailable')}
      </p>
    );
  }
  return (
    <NextIntlClientProvider messages={pickMessages(messages, SCREEN_NAMESPACES)}>
      <ElementListLazy route={route} listPath={listPath} initial={initial} now={new Date().toISOString()} />
    </NextIntlClientProvider>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An element's own page (`<list path>/<slug>-<id>`): its picture, dates on the Paris clock, place, seats, text
 * (sanitized), then its registration: the form while it is open, else why it is not (past, full, closed).
 */
export async function ElementDetail({
  element,
  list,
}: {
  element: Element;
  /** The list page it is shown below and its title. */
  list: { path: string; title: string };
}) {
  const [t, messages] = await Promise.all([getTranslations('elements'), getMessages()]);
  const now = new Date();
  const when = eventWhen(element.startsAt, element.endsAt);
  // The page's first picture: the whole column on a phone, half the content from 960 px; named by the element's slug.
  const picture = responsiveImage(element.image?.externalPath, {
    sizes: '(min-width: 960px) 36rem, 100vw',
    max: 1920,
    fallback: 960,
    seoName: element.slug,
  });
  const past = isPast(element, now);
  const closedMessage = past
    ? t('register.pastMessage')
    : element.isFull
      ? t('register.fullMessage')
      : !element.isRegistrationOpen
        ? t('register.closedMessage')
        : null;
  // An element that takes registrations: it has seats, or is an event still to come.
  const takesRegistrations = element.capacity !== null || element.startsAt !== null;
  return (
    <article className={styles.detail}>
      <nav aria-label={t('back')} className="breadcrumb">
        <Link href={`/${list.path}`}>{list.title}</Link>
      </nav>
      <h1>{element.title}</h1>
      <div className={styles.detailBody}>
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- the element's picture from the image service (app/images)
          <img
            className={styles.detailImage}
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.sizes}
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
          />
        )}
        <div className={styles.detailText}>
          <ElementFacts element={element} when={when} labels={{ when: t('when'), where: t('where') }}>
            {takesRegistrations && (
              <div>
                <dt>{t('seats')}</dt>
                <dd>
                  {element.remainingSeats === null ? (
                    t('unlimited')
                  ) : (
                    <NextIntlClientProvider messages={pickMessages(messages, SCREEN_NAMESPACES)}>
                      <SeatsBadge element={element} now={now} />
                    </NextIntlClientProvider>
                  )}
                </dd>
              </div>
            )}
          </ElementFacts>
          <div
            className="cms"
            dangerouslySetInnerHTML={{
              __html: sanitizeCmsHtml(element.html || `<p>${escapeHtml(element.summary)}</p>`),
            }}
          />
        </div>
      </div>
      {takesRegistrations && (
        <section className={styles.register} aria-labelledby="register-title">
          <h2 id="register-title">{t('register.title')}</h2>
          {closedMessage ? (
            <p className={styles.closed} role="status">
              {closedMessage}
            </p>
          ) : (
            <NextIntlClientProvider messages={pickMessages(messages, SCREEN_NAMESPACES)}>
              <RegisterFormLazy
                route={element.route}
                id={element.id}
                title={element.title}
                remainingSeats={element.remainingSeats}
              />
            </NextIntlClientProvider>
          )}
        </section>
      )}
      <p>
        <Link href={`/${list.path}`}>{t('back')}</Link>
      </p>
    </article>
  );
}
