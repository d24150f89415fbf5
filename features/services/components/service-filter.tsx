'use client';

import { Suspense, type ReactNode } from 'react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { selectedTag, tagLabel, TAG_PARAM } from '../tags';

export interface FilterEntry {
  id: number;
  tags: string[];
  node: ReactNode;
}

interface Props {
  tags: string[];
  entries: FilterEntry[];
  labels: { group: string; all: string };
  /** The list page's own path ("/tarifs-et-prestations"). */
  basePath: string;
}

/**
 * The price list's tag chips (spec §7 GET /service?tag=…). The services are few (≤ 100, rendered on the
 * server), so a tag hides the others in the browser instead of asking the platform again; the tag is in
 * the URL (?prestation=homme): shareable, and Back restores it.
 */
export function ServiceFilter(props: Props) {
  return (
    // Before the URL is read (and in the server HTML) every service shows.
    <Suspense fallback={<FilterView {...props} tag={null} />}>
      <FilterFromUrl {...props} />
    </Suspense>
  );
}

function FilterFromUrl(props: Props) {
  const search = useSearchParams();
  return <FilterView {...props} tag={selectedTag(search.get(TAG_PARAM), props.tags)} />;
}

function FilterView({ tags, entries, labels, basePath, tag }: Props & { tag: string | null }) {
  const href = (value: string | null) => (value ? `${basePath}?${TAG_PARAM}=${encodeURIComponent(value)}` : basePath);
  return (
    <>
      {tags.length > 1 && (
        <nav className="chips" aria-label={labels.group}>
          <ul>
            {[null, ...tags].map((value) => (
              <li key={value ?? ''}>
                <Link
                  href={href(value)}
                  prefetch={false}
                  onClick={(event) => {
                    // The filter is local: update the URL without asking the server for the page again
                    // (Next keeps useSearchParams in step with history.pushState).
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    window.history.pushState(null, '', href(value));
                  }}
                  aria-current={value === tag ? 'true' : undefined}
                  className="chip"
                >
                  {value === null ? labels.all : tagLabel(value)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="price-list">
        {entries.filter((entry) => tag === null || entry.tags.includes(tag)).map((entry) => entry.node)}
      </div>
    </>
  );
}
