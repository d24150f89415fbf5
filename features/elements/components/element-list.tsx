'use client';

import { Suspense, useEffect, useMemo, useState } from 'react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { checkedInDevelopment } from '@/lib/platform/contract-check';
import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';
import type { Element } from '@/lib/platform/schemas/content';
import {
  ELEMENT_PAGE_SIZE,
  elementListSearch,
  pageCount,
  readElementListQuery,
  type ElementListQuery,
} from '../list-query';
import { ElementCard } from './element-card';
import styles from './elements.module.css';
import { countValues } from '@/lib/format/number';

interface ElementPage {
  items: Element[];
  total: number;
}

/** Reads `?page=&nbItem=` (on a cached page, only in the browser: hence its own Suspense boundary). */
function QueryReader({ onQuery }: { onQuery: (query: ElementListQuery) => void }) {
  const search = useSearchParams();
  const key = search.toString();
  useEffect(() => onQuery(readElementListQuery(new URLSearchParams(key))), [key, onQuery]);
  return null;
}

/**
 * An element list (events…, spec §3 Element list): page 1 comes rendered from the server; another page or size
 * (`?page=&nbItem=` in the URL, spec §9: 24 per page) is read in the browser through the proxy, with a busy state.
 */
export function ElementList({
  route,
  listPath,
  initial,
  now,
}: {
  route: string;
  listPath: string;
  initial: ElementPage;
  /** The render's clock (ISO), so the server and the browser agree on what is past. */
  now: string;
}) {
  const t = useTranslations('elements');
  const [query, setQuery] = useState<ElementListQuery>({ page: 1, nbItem: ELEMENT_PAGE_SIZE });
  const [loaded, setLoaded] = useState<{ key: string; page: ElementPage } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = `${query.page}:${query.nbItem}`;
  const isInitial = query.page === 1 && query.nbItem === ELEMENT_PAGE_SIZE;

  useEffect(() => {
    if (isInitial) return;
    let live = true;
    lazyBrowserRequest({
      url: `/element/${encodeURIComponent(route)}`,
      params: { page: query.page, nbItem: query.nbItem },
    })
      .then((raw) =>
        checkedInDevelopment(
          raw,
          () => import('@/lib/platform/schemas/content'),
          (contract) => contract.elementListSchema,
        ),
      )
      .then((page) => live && setLoaded({ key, page }))
      .catch(() => live && setFailedKey(key));
    return () => {
      live = false;
    };
  }, [isInitial, key, query.nbItem, query.page, route]);

  const current = isInitial ? initial : loaded?.key === key ? loaded.page : null;
  const failed = !isInitial && failedKey === key;
  const clock = useMemo(() => new Date(now), [now]);
  const pages = pageCount(current?.total ?? initial.total, query.nbItem);
  const link = (page: number) => `/${listPath}${elementListSearch({ page, nbItem: query.nbItem })}`;

  return (
    <section className={styles.list} aria-labelledby="elements-title" aria-busy={!current && !failed}>
      <Suspense fallback={null}>
        <QueryReader onQuery={setQuery} />
      </Suspense>
      <h2 id="elements-title">{t('listTitle')}</h2>
      {failed ? (
        <p role="alert">{t('unavailable')}</p>
      ) : !current ? (
        <p role="status">{t('loading')}</p>
      ) : current.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p className={styles.count}>{t('count', countValues(current.total))}</p>
          <ul className={styles.cards}>
            {current.items.map((element) => (
              <ElementCard key={element.id} element={element} listPath={listPath} now={clock} />
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pagination')}>
          {query.page > 1 && (
            <Link href={link(query.page - 1)} rel="prev">
              {t('previous')}
            </Link>
          )}
          <span aria-current="page">{t('pageOf', { page: query.page, pages })}</span>
          {query.page < pages && (
            <Link href={link(query.page + 1)} rel="next">
              {t('next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
