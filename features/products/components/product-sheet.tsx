import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Award as AwardIcon } from '@/components/icon';
import { ScreenMessages } from '@/components/screen-messages';
import { ADD_TO_CART_KEYS, ADD_TO_CART_NAMESPACES } from '@/features/cart';
import { getParameters } from '@/lib/site/parameters';
import type { ApiProduct } from '@/lib/platform/schemas/catalogue';
import { getAwards, getMealIcons, getRecommended, getTechnicalFileConfig } from '../api/get-products';
import { productDisplay, productTitle, PURCHASE_DISPLAY_KEYS } from '../display';
import { seoImageUrl } from '@/lib/platform/image-seo';
import { productJsonLd, serializeJsonLd } from '../json-ld';
import { productLabels, PURCHASE_LABEL_KEYS } from '../labels';
import { pickKeys } from '@/lib/pick-keys';
import { toCardProduct } from '../paths';
import { mealIcon } from '../meal-icons';
import { ProductGrid } from './product-grid';
import { ProductGalleryLazy, ProductPurchaseLazy } from './product-sheet-lazy';
import styles from './products.module.css';

interface Props {
  siteId: number;
  product: ApiProduct;
  /** The list page the product is shown below ("nos-vins") and its title. */
  list: { path: string; title: string };
  /** The sheet's absolute canonical URL and the site's origin (for JSON-LD); null when the site has none. */
  canonicalUrl: string | null;
  origin: string | null;
}

/** Plain platform text as paragraphs (the descriptions are text, not HTML). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The product sheet (`<list path>/<slug>-<id>`): gallery, title, the buying block (declinations, price, stock,
 * <AddToCart/>), descriptions, features (FEATURES_PRODUCT_STYLE), grape varieties, nutrition
 * (SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET), meal icons, awards, the alcohol messages, recommended products,
 * JSON-LD. Layout: PRODUCT_PAGE_STYLE and DETAIL_PAGE_MARGIN_TOP (spec §9: 28 px on small screens).
 */
export async function ProductSheet({ siteId, product, list, canonicalUrl, origin }: Props) {
  const [parameters, t, awards, recommended, siteMealIcons, fileConfig] = await Promise.all([
    getParameters(siteId),
    getTranslations('products'),
    getAwards(siteId, product.id),
    getRecommended(siteId, product.id),
    product.mealIcons.length > 0 ? getMealIcons(siteId) : Promise.resolve([]),
    getTechnicalFileConfig(siteId),
  ]);
  const display = productDisplay(parameters);
  const labels = productLabels(t, {
    inStock: display.inStockLabel ?? undefined,
    outOfStock: display.notInStockLabel ?? undefined,
  });
  const { title, subtitle } = productTitle(product, display);
  const images =
    product.images.length > 0 ? product.images : product.image ? [{ path: product.image, alt: product.name }] : [];
  // The site's list of meal icons names them; the product says which apply.
  const meals = product.mealIcons.map((icon) => siteMealIcons.find((known) => known.id === icon.id) ?? icon);
  const isAlcohol = product.type.type === 'WINE' || product.type.type === 'BOX';
  const jsonLd = productJsonLd(product, {
    url: canonicalUrl,
    origin,
    hidePrices: display.hidePrices,
    brand: parameters.COMPANY_NAME?.trim() || null,
    imageUrl: (path) => seoImageUrl({ path, name: product.name }, 1200),
  });

  return (
    <article
      className={`${styles.sheet} ${display.pageStyle === 'stacked' ? styles.stacked : styles.classic}`}
      style={{ ['--detail-margin-top' as string]: `${display.marginTop}px` }}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={`/${list.path}`}>{list.title}</Link>
      </nav>
      <div className={styles.sheetMain}>
        <ProductGalleryLazy
          name={product.name}
          images={images}
          ratio={display.aspectRatio}
          labels={{ gallery: labels.gallery, openImage: labels.openImage }}
        />
        <div>
          <h1>{title}</h1>
          {subtitle && <p className={styles.sheetSubtitle}>{subtitle}</p>}
          {display.grapesOnSheet && product.grapeVarieties.length > 0 && (
            <div>
              <span className="visually-hidden">{t('grapes')} : </span>
              {display.grapeStyle === 'text' ? (
                <p className={styles.subtitle}>{product.grapeVarieties.join(', ')}</p>
              ) : (
                <ul className={styles.chipsInline} aria-label={t('grapes')}>
                  {product.grapeVarieties.map((grape) => (
                    <li key={grape}>{grape}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {product.shortDescription && <p>{product.shortDescription}</p>}
          <ScreenMessages namespaces={ADD_TO_CART_NAMESPACES} keys={ADD_TO_CART_KEYS}>
            <ProductPurchaseLazy
              product={{
                id: product.id,
                name: product.name,
                type: product.type,
                multipleOf: product.multipleOf,
                declinations: product.declinations,
                decreasingDiscounts: product.decreasingDiscounts,
                variation1: product.variation1,
                variation2: product.variation2,
                variation3: product.variation3,
              }}
              display={pickKeys(display, PURCHASE_DISPLAY_KEYS)}
              labels={pickKeys(labels, PURCHASE_LABEL_KEYS)}
              technicalFile={fileConfig ? { label: fileConfig.label ?? labels.technicalFile } : null}
            />
          </ScreenMessages>
          {isAlcohol && (display.alcoholMessage || display.ethylotestMessage) && (
            <div className={styles.legal} data-testid="alcohol-messages">
              {display.alcoholMessage && <p>{t('alcoholMessage')}</p>}
              {display.ethylotestMessage && <p>{t('ethylotestMessage')}</p>}
            </div>
          )}
        </div>
      </div>

      {product.description && (
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description">{t('description')}</h2>
          {paragraphs(product.description).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </section>
      )}

      {product.features.length > 0 && (
        <section className={styles.section} aria-labelledby="product-features">
          <h2 id="product-features">{t('features')}</h2>
          {display.featuresStyle === 'table' ? (
            <table className={styles.table}>
              <tbody>
                {product.features.map((feature) => (
                  <tr key={feature.label}>
                    <th scope="row">{feature.label}</th>
                    <td>{feature.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : display.featuresStyle === 'grid' ? (
            <ul className={styles.featureTiles}>
              {product.features.map((feature) => (
                <li key={feature.label}>
                  <strong>{feature.label}</strong>
                  {feature.value}
                </li>
              ))}
            </ul>
          ) : (
            <dl className={styles.features}>
              {product.features.map((feature) => (
                <div key={feature.label} style={{ display: 'contents' }}>
                  <dt>{feature.label}</dt>
                  <dd>{feature.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}

      {!display.hideIcons && meals.length > 0 && (
        <section className={styles.section} aria-labelledby="product-meals">
          <h2 id="product-meals">{t('meals')}</h2>
          <ul className={styles.meals}>
            {meals.map((meal) => {
              const Icon = mealIcon(meal.icon);
              return (
                <li key={meal.id}>
                  <Icon aria-hidden="true" size={22} />
                  {meal.name}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {display.showNutrition && product.nutritional && Object.keys(product.nutritional).length > 0 && (
        <section className={styles.section} aria-labelledby="product-nutrition">
          <h2 id="product-nutrition">{t('nutrition')}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('nutrient')}</th>
                <th scope="col">{t('nutrientValue')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(product.nutritional).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {awards.length > 0 && (
        <section className={styles.section} aria-labelledby="product-awards">
          <h2 id="product-awards">{t('awards')}</h2>
          <ul className={styles.awards}>
            {awards.map((award) => (
              <li key={award.id}>
                <AwardIcon aria-hidden="true" size={22} />
                <span>
                  <strong>{award.medal.charAt(0).toLocaleUpperCase('fr-FR') + award.medal.slice(1)}</strong> —{' '}
                  {award.name}
                  {award.year ? ` ${award.year}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {recommended.length > 0 && (
        <section className={styles.section} aria-labelledby="product-recommended">
          <h2 id="product-recommended">{t('recommended')}</h2>
          <ProductGrid
            products={recommended.slice(0, 4).map(toCardProduct)}
            listPath={list.path}
            display={display}
            labels={labels}
            headingLevel={3}
          />
        </section>
      )}
    </article>
  );
}
