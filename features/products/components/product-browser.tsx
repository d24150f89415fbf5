'use client';

import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useHydrated } from '@/components/form/use-hydrated';
import { preloadBrowserPlatform } from '@/lib/platform/lazy-browser';
import type { ProductDisplay } from '../display';
import {
  filtersFromUrl,
  filtersReducer,
  filtersToUrl,
  PRODUCT_ORDERS,
  queryKeyOf,
  type FilterAction,
  type ProductFilters,
  type ProductOrder,
} from '../filters';
import { countLabel, fill, type ProductLabels } from '../labels';
import type { ListResult } from './product-query';
import styles from './products.module.css';

export interface ProductBrowserProps {
  /** The list page's slug path ("nos-vins"). */
  listPath: string;
  /** The page's own filters (cms.config.filters over spec §9's defaults): the plain URL shows them. */
  preset: ProductFilters;
  /**
   * The first page with the preset, drawn on the server (`<ProductGrid>`, null when it is empty): no spinner on
   * first paint, indexed as is, and nothing of the cards hydrates.
   */
  initial: { total: number; cards: ReactNode };
  /** The kinds and tags the visitor can filter by. */
  facets: { kinds: string[]; tags: string[] };
  display: ProductDisplay;
  labels: ProductLabels;
}

const PAGE_SIZES = [12, 24, 48, 100];

const loadQuery = () => import('./product-query');
const ProductQuery = dynamic(() => loadQuery().then((m) => m.ProductQuery), { ssr: false });

/** As the visitor reaches for the controls: the platform client and the list's query chunk start loading. */
const preloadQuery = () => {
  preloadBrowserPlatform();
  void loadQuery().catch(() => undefined);
};

/**
 * The product list screen in the browser: filters, sort and page live in the URL (shareable; Back restores
 * them, Next keeps useSearchParams in step with history.pushState), so a change only asks the platform for
 * the new list (ProductQuery, loaded with the first change), never for the page again.
 */
export function ProductBrowser(props: ProductBrowserProps) {
  // The server HTML shows the preset list (a cached page knows no query string); the URL's filters come after.
  const [filters, setFilters] = useState(props.preset);
  const [remote, setRemote] = useState<ListResult | null>(null);
  const key = queryKeyOf(filters);
  const isPreset = key === queryKeyOf(props.preset);
  const onUrl = useCallback(
    (next: ProductFilters) => setFilters((current) => (queryKeyOf(current) === queryKeyOf(next) ? current : next)),
    [],
  );
  const { listPath, display, labels } = props;
  const grid = useMemo(() => ({ listPath, display, labels, eager: 4 }), [listPath, display, labels]);
  const { total, cards } = props.initial;
  const list: ListResult = isPreset
    ? { key, state: 'ready', total, empty: total === 0, cards }
    : remote?.key === key
      ? remote
      : { key, state: 'loading', total: 0, empty: false, cards: null };
  return (
    <>
      {/*
        useSearchParams makes what calls it render in the browser only (up to its Suspense boundary) on a cached
        page: here that is this reader alone, so the list itself hydrates from the server HTML instead of being
        drawn a second time.
      */}
      <Suspense fallback={null}>
        <UrlFilters preset={props.preset} onFilters={onUrl} />
      </Suspense>
      {!isPreset && <ProductQuery filters={filters} grid={grid} onResult={setRemote} />}
      <BrowserView {...props} filters={filters} list={list} />
    </>
  );
}

/** Reports the URL's filters (first render, pushState, Back and Forward). */
function UrlFilters({ preset, onFilters }: { preset: ProductFilters; onFilters: (filters: ProductFilters) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onFilters(filtersFromUrl(new URLSearchParams(search), preset)), [search, preset, onFilters]);
  return null;
}

interface ViewProps extends ProductBrowserProps {
  filters: ProductFilters;
  list: ListResult;
}

function BrowserView({ listPath, preset, facets, display, labels, filters, list }: ViewProps) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  // False in the server HTML (the controls then work as plain links and a GET form) and until hydrated.
  const interactive = useHydrated();
  const base = `/${listPath}`;
  const hrefOf = (next: ProductFilters) => `${base}${filtersToUrl(next, preset)}`;
  const apply = (action: FilterAction, focusList = false) => {
    const next = filtersReducer(filters, action);
    window.history.pushState(null, '', hrefOf(next));
    if (focusList) {
      statusRef.current?.scrollIntoView({ block: 'start' });
      statusRef.current?.focus({ preventScroll: true });
    }
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    if (!interactive) return;
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('recherche');
    apply({ type: 'value', field: 'search', value: typeof value === 'string' ? value.slice(0, 100) : '' });
  };
  const sortLabels: Record<ProductOrder, string> = {
    price: labels.sortPrice,
    '-price': labels.sortPriceDesc,
    name: labels.sortName,
    '-year': labels.sortYear,
    '-createdAt': labels.sortNewest,
  };
  const filtered =
    queryKeyOf({ ...filters, page: 1, nbItem: preset.nbItem, orderBy: preset.orderBy }) !== queryKeyOf(preset);
  const loading = list.state === 'loading';
  const ready = list.state === 'ready';
  const pages = ready ? Math.max(1, Math.ceil(list.total / filters.nbItem)) : 1;
  const pageSizes = PAGE_SIZES.includes(filters.nbItem)
    ? PAGE_SIZES
    : [...PAGE_SIZES, filters.nbItem].sort((a, b) => a - b);

  return (
    <section
      aria-label={labels.listLabel}
      data-interactive={interactive ? 'true' : undefined}
      onPointerEnter={interactive ? preloadQuery : undefined}
      onFocus={interactive ? preloadQuery : undefined}
    >
      <h2 className="visually-hidden">{labels.filtersTitle}</h2>
      <div className={styles.toolbar}>
        {display.showSearchbar && (
          <form role="search" className={styles.search} action={base} onSubmit={onSearch}>
            <label htmlFor="product-search" className="visually-hidden">
              {labels.searchLabel}
            </label>
            <input
              key={filters.search.value}
              id="product-search"
              type="search"
              name="recherche"
              maxLength={100}
              defaultValue={filters.search.value}
              placeholder={labels.searchPlaceholder}
            />
            <button type="submit" className={styles.button}>
              {labels.searchSubmit}
            </button>
          </form>
        )}
        {facets.kinds.length > 1 && (
          <div className={styles.field}>
            <label htmlFor="product-kind">{labels.kindLabel}</label>
            <select
              id="product-kind"
              value={filters.kind.value}
              disabled={!interactive}
              onChange={(e) => apply({ type: 'value', field: 'kind', value: e.target.value })}
            >
              <option value={preset.kind.value}>{labels.allKinds}</option>
              {facets.kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor="product-sort">{labels.sortLabel}</label>
          <select
            id="product-sort"
            value={filters.orderBy}
            disabled={!interactive}
            onChange={(e) => apply({ type: 'value', field: 'orderBy', value: e.target.value as ProductOrder })}
          >
            {PRODUCT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {sortLabels[order]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="product-per-page">{labels.perPageLabel}</label>
          <select
            id="product-per-page"
            value={filters.nbItem}
            disabled={!interactive}
            onChange={(e) => apply({ type: 'nbItem', nbItem: Number(e.target.value) })}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      {facets.tags.length > 0 && (
        <fieldset className={styles.tags}>
          <legend>{labels.tagsLabel}</legend>
          {facets.tags.map((tag) => {
            const on = filters.tags.value.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                className={styles.tag}
                aria-pressed={on}
                disabled={!interactive}
                onClick={() =>
                  apply({
                    type: 'value',
                    field: 'tags',
                    value: on ? filters.tags.value.filter((t) => t !== tag) : [...filters.tags.value, tag],
                  })
                }
              >
                {tag}
              </button>
            );
          })}
        </fieldset>
      )}

      <p ref={statusRef} tabIndex={-1} className={styles.count} role="status" aria-live="polite" aria-busy={loading}>
        {ready ? countLabel(labels, list.total) : loading ? labels.loading : ''}
      </p>

      {list.state === 'failed' ? (
        <div className={styles.state} role="alert">
          <p>{labels.loadError}</p>
          {list.retry && (
            <button type="button" className={styles.button} onClick={list.retry}>
              {labels.retry}
            </button>
          )}
        </div>
      ) : loading ? (
        <ul
          className={display.layout === 'list' ? styles.rows : styles.grid}
          aria-hidden="true"
          data-testid="product-skeleton"
        >
          {Array.from({ length: Math.min(8, filters.nbItem) }, (_, i) => (
            <li key={i} className={styles.skeletonCard} />
          ))}
        </ul>
      ) : list.empty ? (
        <div className={styles.state}>
          <p>{filtered ? labels.empty : labels.emptyShop}</p>
          {filtered && (
            <a
              className={styles.buttonGhost}
              href={base}
              onClick={(e) => (e.preventDefault(), apply({ type: 'reset', preset }, true))}
            >
              {labels.clearFilters}
            </a>
          )}
        </div>
      ) : (
        list.cards
      )}

      {pages > 1 && ready && (
        <nav className={styles.pagination} aria-label={labels.pagination}>
          {filters.page > 1 && (
            <PageLink
              href={hrefOf(filtersReducer(filters, { type: 'page', page: filters.page - 1 }))}
              onGo={() => apply({ type: 'page', page: filters.page - 1 }, true)}
            >
              {labels.previous}
            </PageLink>
          )}
          {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <PageLink
              key={page}
              href={hrefOf(filtersReducer(filters, { type: 'page', page }))}
              current={page === filters.page}
              label={fill(labels.pageN, { page })}
              onGo={() => apply({ type: 'page', page }, true)}
            >
              {page}
            </PageLink>
          ))}
          {filters.page < pages && (
            <PageLink
              href={hrefOf(filtersReducer(filters, { type: 'page', page: filters.page + 1 }))}
              onGo={() => apply({ type: 'page', page: filters.page + 1 }, true)}
            >
              {labels.next}
            </PageLink>
          )}
        </nav>
      )}
    </section>
  );
}

function PageLink({
  href,
  current,
  label,
  onGo,
  children,
}: {
  href: string;
  current?: boolean;
  label?: string;
  onGo: () => void;
  children: React.ReactNode;
}) {
  return (
    <a
      className={styles.buttonGhost}
      href={href}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onGo();
      }}
    >
      {children}
    </a>
  );
}
