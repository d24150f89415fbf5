import Link from 'next/link';
import { formatPercent, formatPrice } from '@/lib/format/price';
import { discountBadge, productTitle, stockStatus, type CardDisplay } from '../display';
import { fill, type CardLabels } from '../labels';
import { fromPrice, productDetailPath, type CardProduct } from '../paths';
import { ProductImage } from './product-image';
import styles from './products.module.css';

interface Props {
  product: CardProduct;
  listPath: string;
  display: CardDisplay;
  labels: CardLabels;
  /** The first cards of the list are the page's largest paint: loaded at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/** One product in a list (grid or row, PRODUCT_DISPLAY): picture, badges, title, price, stock. */
export function ProductCard({ product, listPath, display, labels, priority = false, headingLevel = 2 }: Props) {
  const { title, subtitle } = productTitle(product, display);
  const { price, varies } = fromPrice(product);
  const badge = discountBadge(product.discount, display.hidePercentDiscount);
  const stock = stockStatus(product, display.stockLimit);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const showOld =
    product.discount &&
    product.price !== null &&
    product.finalPrice !== null &&
    product.price > product.finalPrice &&
    !varies;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image ? (
          <ProductImage
            path={product.image}
            name={product.name}
            alt=""
            ratio={display.aspectRatio}
            sizes={display.layout === 'list' ? '12rem' : '(min-width: 1200px) 18rem, (min-width: 768px) 33vw, 50vw'}
            priority={priority}
          />
        ) : (
          <div style={{ aspectRatio: `${display.aspectRatio.width} / ${display.aspectRatio.height}` }} />
        )}
        {!display.hideLabels && (badge || stock.kind === 'out') && (
          <div className={styles.badges}>
            {badge && (
              <span className={styles.badge}>
                -{badge.type === 'PERCENT' ? formatPercent(badge.amount) : formatPrice(badge.amount)}
              </span>
            )}
            {stock.kind === 'out' && <span className={styles.badgeMuted}>{labels.outOfStock}</span>}
          </div>
        )}
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={productDetailPath(listPath, product)} prefetch={false}>
            {title}
          </Link>
        </Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {display.grapesOnList && product.grapeVarieties.length > 0 && (
          <p className={styles.subtitle}>{product.grapeVarieties.join(', ')}</p>
        )}
        {!display.hideLabels && stock.kind === 'low' && (
          <p className={`${styles.stockLow} ${styles.subtitle}`}>{fill(labels.lowStock, { count: stock.count })}</p>
        )}
        {!display.hidePrices && price !== null && (
          <p className={styles.price}>
            <span>{varies ? fill(labels.priceFrom, { price: formatPrice(price) }) : formatPrice(price)}</span>
            {showOld && (
              <>
                <span className="visually-hidden">{fill(labels.oldPrice, { price: formatPrice(product.price) })}</span>
                <s className={styles.old} aria-hidden="true">
                  {formatPrice(product.price)}
                </s>
              </>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
