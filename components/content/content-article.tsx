import type { ReactNode } from 'react';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { preload } from 'react-dom';
import { slugify } from '@/lib/format/slug';
import { imageAtWidth, imageSrcSet } from '@/lib/platform/image-srcset';
import styles from './content.module.css';

/** The hero is as wide as the article (48rem at most). */
const HERO_SIZES = '(min-width: 800px) 48rem, 100vw';

/**
 * A content item's own page (a news item, a blog article): breadcrumb, title, meta line, picture and the owner's
 * HTML, sanitized like every CMS text. `jsonLd` is the page's structured data script, `footer` what follows the text.
 */
export function ContentArticle({
  breadcrumb,
  title,
  meta,
  picture,
  html,
  jsonLd,
  footer,
}: {
  breadcrumb: ReactNode;
  title: string;
  meta: ReactNode;
  picture: string | null;
  html: string;
  jsonLd?: ReactNode;
  footer?: ReactNode;
}) {
  // The picture's SEO name (spec §7): what the article is about.
  const seoName = slugify(title);
  const srcSet = picture ? imageSrcSet(picture, 1920, seoName) : undefined;
  // The page's largest picture: asked for with the document, at the size this screen needs.
  if (picture && srcSet)
    preload(imageAtWidth(picture, 960, seoName), {
      as: 'image',
      imageSrcSet: srcSet,
      imageSizes: HERO_SIZES,
      fetchPriority: 'high',
    });
  return (
    <article className={styles.article}>
      {jsonLd}
      {breadcrumb}
      <h1>{title}</h1>
      <p className={styles.meta}>{meta}</p>
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- a picture of the platform's image service (app/images)
        <img
          className={styles.hero}
          src={imageAtWidth(picture, 960, seoName)}
          srcSet={srcSet}
          sizes={HERO_SIZES}
          alt=""
          width={1200}
          height={750}
          fetchPriority="high"
        />
      )}
      <div className={`cms ${styles.text}`} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />
      {footer}
    </article>
  );
}
