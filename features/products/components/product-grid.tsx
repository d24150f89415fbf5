import type { CardProduct } from '../paths';
import type { CardDisplay } from '../display';
import type { CardLabels } from '../labels';
import { ProductCard } from './product-card';
import styles from './products.module.css';

interface Props {
  products: CardProduct[];
  listPath: string;
  display: CardDisplay;
  labels: CardLabels;
  /** How many of the first cards load their picture at once. */
  eager?: number;
  /** The cards' heading level: 3 below a section heading (recommended products). */
  headingLevel?: 2 | 3;
}

/** Product cards as a grid or as rows (PRODUCT_DISPLAY). */
export function ProductGrid({ products, listPath, display, labels, eager = 0, headingLevel = 2 }: Props) {
  return (
    <ul className={display.layout === 'list' ? styles.rows : styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            listPath={listPath}
            display={display}
            labels={labels}
            priority={index < eager}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
