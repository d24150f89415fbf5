'use client';

import { Suspense, useId, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useHydrated } from '@/components/form/use-hydrated';
import { AddToCart } from '@/features/cart';
import { formatCapacity } from '@/lib/format/capacity';
import { formatPercent, formatPrice } from '@/lib/format/price';
import type { ApiDeclination, ApiProduct } from '@/lib/platform/schemas/catalogue';
import { DECLINATION_PARAM, declinationFromUrl, dimensionsOf, optionsFor, pick, type Dimension } from '../declinations';
import { decreasingPrices, discountBadge, stockStatus, type PurchaseDisplay } from '../display';
import { fill, type PurchaseLabels } from '../labels';
import styles from './products.module.css';

export type PurchaseProduct = Pick<
  ApiProduct,
  | 'id'
  | 'name'
  | 'type'
  | 'multipleOf'
  | 'declinations'
  | 'decreasingDiscounts'
  | 'variation1'
  | 'variation2'
  | 'variation3'
>;

export interface ProductPurchaseProps {
  product: PurchaseProduct;
  display: PurchaseDisplay;
  labels: PurchaseLabels;
  /** The technical file download (PRODUCT_FILE_GENERATOR active), with its button label. */
  technicalFile: { label: string } | null;
}

/**
 * The sheet's buying block: the declination choice (spec §4, declinations.ts; the choice is in the URL as
 * `?declinaison=<id>`, pushed to history so Back goes to the previous choice), its price, discounts and
 * stock, the cart's <AddToCart/> and the technical file of the chosen declination.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  return (
    // The server HTML (before the URL is read) shows the default declination.
    <Suspense fallback={<PurchaseView {...props} current={props.product.declinations[0] ?? null} />}>
      <PurchaseFromUrl {...props} />
    </Suspense>
  );
}

function PurchaseFromUrl(props: ProductPurchaseProps) {
  const search = useSearchParams();
  const fromUrl = search.get(DECLINATION_PARAM);
  // The choice shows at once (the router applies the new URL in a transition, a moment later); any change
  // of the URL itself (Back, a link) wins over it.
  const [chosen, setChosen] = useState<{ over: string | null; id: number } | null>(null);
  // Once the URL has moved (to the choice, or anywhere by Back), it alone decides again.
  if (chosen && chosen.over !== fromUrl) setChosen(null);
  const raw = chosen && chosen.over === fromUrl ? String(chosen.id) : fromUrl;
  const current = declinationFromUrl(props.product.declinations, raw);
  const onChoose = (next: ApiDeclination) => {
    setChosen({ over: fromUrl, id: next.id });
    const url = new URL(window.location.href);
    url.searchParams.set(DECLINATION_PARAM, String(next.id));
    window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
  };
  return <PurchaseView {...props} current={current} onChoose={onChoose} interactive />;
}

function valueLabel(declination: ApiDeclination, dimension: Dimension, labels: PurchaseLabels): string {
  switch (dimension) {
    case 'year':
      return declination.year === null ? labels.noYear : String(declination.year);
    case 'capacity':
      return formatCapacity(declination.capacity, declination.capacityUnit) ?? '';
    default: {
      const value = declination[dimension];
      return value ? value.displayLabel || value.label : '';
    }
  }
}

function PurchaseView({
  product,
  display,
  labels,
  technicalFile,
  current,
  onChoose,
  interactive = false,
}: ProductPurchaseProps & {
  current: ApiDeclination | null;
  onChoose?: (next: ApiDeclination) => void;
  interactive?: boolean;
}) {
  const id = useId();
  // Marks the block as ready once hydrated (tests wait for it; a choice before that is the browser's alone).
  const hydrated = useHydrated();
  const dimensions = dimensionsOf(product.declinations);
  const legendOf = (dimension: Dimension) =>
    dimension === 'year'
      ? labels.year
      : dimension === 'capacity'
        ? labels.capacity
        : (product[dimension]?.label ?? labels.variation);

  const choose = (dimension: Dimension, value: string) => {
    if (!current) return;
    const next = pick(product.declinations, current, dimension, value);
    if (!next || next.id === current.id) return;
    onChoose?.(next);
  };

  const badge = current ? discountBadge(current.discount, display.hidePercentDiscount) : null;
  const stock = current ? stockStatus(current, display.stockLimit) : null;
  const rows =
    current && !display.hidePrices
      ? decreasingPrices(current.finalPrice, current.fixedPrice, product.decreasingDiscounts)
      : [];
  const summary = current
    ? dimensions
        .map((dimension) => valueLabel(current, dimension, labels))
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <div className={styles.purchase} data-interactive={interactive && hydrated ? 'true' : undefined}>
      {current &&
        dimensions.map((dimension) => (
          <fieldset key={dimension} className={styles.choice}>
            <legend>{legendOf(dimension)}</legend>
            <div className={styles.options}>
              {optionsFor(product.declinations, current, dimension).map((option) => (
                <label key={option.value} className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-${dimension}`}
                    value={option.value}
                    checked={option.selected}
                    disabled={!option.enabled}
                    // Before hydration the choice cannot work: the radios are read-only.
                    readOnly={!interactive}
                    onChange={() => choose(dimension, option.value)}
                  />
                  <span>
                    {valueLabel(option.sample as ApiDeclination, dimension, labels)}
                    {option.enabled && !option.available && <small>&nbsp;({labels.unavailable})</small>}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}

      {!current && <p role="alert">{labels.notAvailableCombination}</p>}

      {current && !display.hidePrices && (
        <p className={styles.bigPrice} data-testid="product-price">
          <span>{formatPrice(current.finalPrice)}</span>
          {current.discount && current.price > current.finalPrice && (
            <>
              <span className="visually-hidden">{fill(labels.oldPrice, { price: formatPrice(current.price) })}</span>
              <s className={styles.old} aria-hidden="true">
                {formatPrice(current.price)}
              </s>
            </>
          )}
          {badge && (
            <span className={styles.badge}>
              -{badge.type === 'PERCENT' ? formatPercent(badge.amount) : formatPrice(badge.amount)}
            </span>
          )}
        </p>
      )}
      {stock && (
        <p
          className={stock.kind === 'out' ? styles.stockOut : stock.kind === 'low' ? styles.stockLow : styles.stock}
          data-testid="product-stock"
        >
          {stock.kind === 'out'
            ? labels.outOfStock
            : stock.kind === 'low'
              ? fill(labels.lowStock, { count: stock.count })
              : labels.inStock}
        </p>
      )}
      {summary && (
        <p className="visually-hidden" role="status" aria-live="polite">
          {fill(labels.chosen, {
            label: display.hidePrices || !current ? summary : `${summary} — ${formatPrice(current.finalPrice)}`,
          })}
        </p>
      )}

      {rows.length > 0 && (
        <table className={styles.table}>
          <caption>{labels.decreasingTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.decreasingQuantity}</th>
              <th scope="col">{labels.decreasingDiscount}</th>
              <th scope="col">{labels.decreasingUnitPrice}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.minQuantity}>
                <th scope="row">{fill(labels.decreasingFrom, { count: row.minQuantity })}</th>
                <td>-{row.type === 'PERCENT' ? formatPercent(row.amount) : formatPrice(row.amount)}</td>
                <td>{formatPrice(row.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <AddToCart
        product={{ id: product.id, name: product.name, type: product.type.type, multipleOf: product.multipleOf }}
        declination={current}
      />

      {technicalFile && current && (
        <a
          className={`${styles.buttonGhost} ${styles.fileLink}`}
          href={`/api/platform/product/generate/file/${product.id}/${current.id}`}
          download
          data-testid="technical-file"
        >
          {technicalFile.label} <small>({labels.technicalFileHint})</small>
        </a>
      )}
    </div>
  );
}
