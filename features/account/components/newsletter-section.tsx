'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormMessage } from '@/components/form/fields';
import { notify } from '@/components/notify';
import { isPlatformError } from '@/lib/platform/client';
import { newsletterListsQuery, subscriptionQuery, useUpdateSubscription } from '../api/account';
import { toggledListIds } from '../schemas';
import styles from './account.module.css';

/**
 * Issue 5 §3 "Newsletter lists and subscription": one box per list of the site, ticked when subscribed;
 * each change is saved at once (PUT replaces the whole set). The box follows the click at once; quick clicks are
 * sent in order (see useUpdateSubscription), and the boxes stay enabled so the keyboard focus never drops.
 */
export function NewsletterSection({ id }: { id: string }) {
  const t = useTranslations('account.newsletter');
  const tAccount = useTranslations('account');
  const tForms = useTranslations('forms');
  const lists = useQuery(newsletterListsQuery());
  const subscription = useQuery(subscriptionQuery());
  const update = useUpdateSubscription();
  const [status, setStatus] = useState<string | null>(null);
  // The lists as last clicked, until the platform has answered the last change: the box follows the click in
  // the same render (the query cache's own optimistic update arrives a tick later).
  const [shown, setShown] = useState<number[] | null>(null);
  const current = shown ?? subscription.data?.listIds ?? [];

  const toggle = (listId: number, subscribed: boolean) => {
    if (!subscription.data) return;
    setStatus(null);
    const next = toggledListIds(current, listId, subscribed);
    setShown(next);
    update.mutate(next, {
      onSettled: () => setShown(null),
      onSuccess: () => {
        setStatus(t('saved'));
        notify.success(t('saved'));
      },
      onError: (error) => {
        const message =
          isPlatformError(error) && error.kind === 'refused' && error.message ? error.message : tForms('unexpected');
        setStatus(null);
        notify.error(message);
      },
    });
  };

  let body;
  if (lists.isPending || subscription.isPending) {
    body = <div className={styles.skeletonLine} aria-hidden="true" />;
  } else if (lists.isError || subscription.isError) {
    body = (
      <div role="alert" className={styles.notice}>
        <p>{tAccount('loadError')}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            void lists.refetch();
            void subscription.refetch();
          }}
        >
          {tAccount('retry')}
        </button>
      </div>
    );
  } else if (!lists.data.enabled) {
    body = <p>{t('disabled')}</p>;
  } else if (lists.data.lists.length === 0) {
    body = <p>{t('empty')}</p>;
  } else {
    const subscribed = new Set(current);
    body = (
      <fieldset className={styles.lists} aria-busy={update.isPending || undefined}>
        <legend>{t('listsLabel')}</legend>
        {lists.data.lists.map((list) => {
          const inputId = `${id}-list-${list.id}`;
          return (
            <div key={list.id} className={styles.listItem}>
              <input
                id={inputId}
                type="checkbox"
                checked={subscribed.has(list.id)}
                onChange={(event) => toggle(list.id, event.target.checked)}
                aria-describedby={list.description ? `${inputId}-description` : undefined}
              />
              <label htmlFor={inputId}>{list.name}</label>
              {list.description && (
                <p id={`${inputId}-description`} className={styles.muted}>
                  {list.description}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
    );
  }

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {lists.data?.enabled && <p className={styles.intro}>{t('intro')}</p>}
      {body}
      <div aria-live="polite">
        {update.isPending ? (
          <p className={styles.muted}>{t('saving')}</p>
        ) : (
          status && <FormMessage kind="status">{status}</FormMessage>
        )}
      </div>
    </section>
  );
}
