'use client';

import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { withQueryClient } from '@/components/query-provider';
import { isPlatformError } from '@/lib/platform/client';
import { MAX_LAYOUT_HTML, type PageLayout } from '@/lib/platform/schemas/site';
import { expireSitePages, previewLayoutHtml } from '../actions';
import { checkLayoutHash, layoutsQuery, saveLayout, uploadLayoutPreview } from '../api/layouts';
import { decideSave, resolveConflict } from '../conflict';
import { previewSrc, renderPreviewImage } from '../preview-image';
import { ConflictPanel } from './conflict-panel';
import styles from './admin.module.css';

export interface LayoutEditorProps {
  idPage: number;
  layout: PageLayout;
  /** The layout's html as the public page renders it (sanitized on the server). */
  initialPreview: string;
  /** The site's theme as CSS variables (features/site/theme.ts), so the preview looks like the public page. */
  themeStyle: Record<string, string>;
  /**
   * The page's title when none of its OTHER layouts has an h1: the public page then shows the title as its h1
   * unless this layout brings one (features/site-frame PageContent), and so does the preview.
   */
  titleFallback: string | null;
}

/** How long typing must pause before the preview is refreshed. */
export const PREVIEW_DEBOUNCE_MS = 350;

type Tone = 'info' | 'success' | 'error';
type SaveOutcome = { kind: 'saved'; layout: PageLayout; html: string } | { kind: 'conflict'; mine: string };

/**
 * The structured HTML editor (issue 5 §4): the layout's source on one side, a live preview in the site's theme
 * on the other, sanitized by the public page's own sanitizer (a server function, debounced). Saving: hash check
 * → conflict screen or save → the site's cached pages expired → a preview image rendered here and uploaded.
 *
 * Why not a block editor such as Puck: layouts are arbitrary CMS HTML written elsewhere on the platform; a block
 * model would have to drop or rewrite what it does not know, and saving would silently change owners' pages.
 */
function LayoutEditorInner({ idPage, layout, initialPreview, themeStyle, titleFallback }: LayoutEditorProps) {
  const t = useTranslations('admin.editor');
  const tc = useTranslations('admin.conflict');
  const queryClient = useQueryClient();
  const sourceId = useId();
  const helpId = useId();
  const countId = useId();
  const [html, setHtml] = useState(layout.html);
  // The stored version the edit is based on: its html goes to the hash check, its hash to the save.
  const [base, setBase] = useState({ html: layout.html, hash: layout.hash });
  const [savedHtml, setSavedHtml] = useState(layout.html);
  const [preview, setPreview] = useState(initialPreview);
  const previewFor = useRef(layout.html);
  const [previewState, setPreviewState] = useState<'idle' | 'updating' | 'failed'>('idle');
  const [status, setStatus] = useState<{ tone: Tone; text: string } | null>(null);
  const [conflict, setConflict] = useState<{ html: string; hash: string; mine: string } | null>(null);
  const [previewUrl, setPreviewUrl] = useState(layout.previewUrl);
  const previewRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const tooLong = html.length > MAX_LAYOUT_HTML;
  const dirty = html !== savedHtml;

  const [ready, setReady] = useState(false);
  // Typed before this code ran (slow network): keep it, nothing typed is lost. Then mark the editor ready.
  useEffect(() => {
    const typed = sourceRef.current?.value;
    if (typed !== undefined && typed !== layout.html) setHtml(typed);
    setReady(true);
  }, [layout.html]);

  // Live preview, debounced; the latest answer wins (an older one arriving late is ignored).
  useEffect(() => {
    if (tooLong || previewFor.current === html) return;
    let cancelled = false;
    setPreviewState('updating');
    const timer = setTimeout(async () => {
      try {
        const result = await previewLayoutHtml(html);
        if (cancelled) return;
        if (!result.ok) return setPreviewState('failed');
        previewFor.current = html;
        setPreview(result.html);
        setPreviewState('idle');
      } catch {
        if (!cancelled) setPreviewState('failed');
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [html, tooLong]);

  // Nothing typed is lost by accident: leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useMutation({
    mutationFn: async ({ html: mine, base: from }: { html: string; base: typeof base }): Promise<SaveOutcome> => {
      setStatus({ tone: 'info', text: t('checking') });
      const decision = decideSave(from.hash, await checkLayoutHash(idPage, layout.id, from.html));
      if (decision.kind === 'conflict') return { kind: 'conflict', mine };
      setStatus({ tone: 'info', text: t('saving') });
      try {
        return { kind: 'saved', layout: await saveLayout(idPage, layout.id, mine, decision.hash), html: mine };
      } catch (error) {
        // Someone saved between the check and the save: the platform refused (409), same conflict screen.
        if (isPlatformError(error) && error.status === 409) return { kind: 'conflict', mine };
        throw error;
      }
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'conflict') {
        const layouts = await queryClient.fetchQuery({ ...layoutsQuery(idPage), staleTime: 0 });
        const theirs = layouts.find((candidate) => candidate.id === layout.id);
        setStatus(null);
        if (theirs) setConflict({ html: theirs.html, hash: theirs.hash, mine: outcome.mine });
        return;
      }
      setBase({ html: outcome.layout.html, hash: outcome.layout.hash });
      setSavedHtml(outcome.html);
      setConflict(null);
      await queryClient.invalidateQueries({ queryKey: layoutsQuery(idPage).queryKey });
      const expired = await expireSitePages().catch(() => ({ ok: false }));
      const messages = [t('saved')];
      if (!expired.ok) messages.push(t('revalidateFailed'));
      setStatus({ tone: expired.ok ? 'success' : 'error', text: `${messages.join(' ')} ${t('rendering')}` });
      // The preview image shows exactly the saved html: refresh the preview box first if typing went on.
      try {
        if (previewFor.current !== outcome.html) {
          const result = await previewLayoutHtml(outcome.html);
          if (!result.ok) throw new Error('preview');
          flushSync(() => setPreview(result.html));
        }
        const node = previewRef.current;
        if (!node) throw new Error('no preview box');
        const uploaded = await uploadLayoutPreview(idPage, layout.id, await renderPreviewImage(node));
        setPreviewUrl(uploaded.previewUrl);
        messages.push(t('previewUploaded'));
        setStatus({ tone: expired.ok ? 'success' : 'error', text: messages.join(' ') });
      } catch (error) {
        console.warn('[admin] the preview image could not be rendered or uploaded', error);
        messages.push(t('previewImageFailed'));
        setStatus({ tone: 'error', text: messages.join(' ') });
      }
    },
    onError: (error) => {
      const text =
        isPlatformError(error) && (error.status === 401 || error.status === 403)
          ? t('sessionLost')
          : t('saveFailed', { message: error.message });
      setStatus({ tone: 'error', text });
    },
  });

  const submit = () => {
    if (tooLong || save.isPending) return;
    save.mutate({ html, base });
  };

  const chooseReload = () => {
    if (!conflict) return;
    const next = resolveConflict('reload-theirs', html, conflict);
    setHtml(next.html);
    setSavedHtml(next.html);
    setBase({ html: next.baseHtml, hash: next.baseHash });
    setConflict(null);
    setStatus({ tone: 'info', text: tc('reloaded') });
    sourceRef.current?.focus();
  };

  const chooseOverwrite = () => {
    if (!conflict) return;
    const next = resolveConflict('overwrite', html, conflict);
    const nextBase = { html: next.baseHtml, hash: next.baseHash };
    setBase(nextBase);
    setConflict(null);
    save.mutate({ html: next.html, base: nextBase });
  };

  const thumb = previewSrc(previewUrl);
  return (
    <div>
      {conflict && (
        <ConflictPanel
          theirs={conflict.html}
          mine={html}
          busy={save.isPending}
          onReloadTheirs={chooseReload}
          onOverwrite={chooseOverwrite}
          onKeepEditing={() => {
            setConflict(null);
            sourceRef.current?.focus();
          }}
        />
      )}
      <div className={styles.editor}>
        <div>
          <label htmlFor={sourceId}>
            <strong>{t('sourceLabel')}</strong>
          </label>
          <p id={helpId} className={styles.muted}>
            {t('sourceHelp')}
          </p>
          <textarea
            id={sourceId}
            ref={sourceRef}
            className={`${styles.source} ${tooLong ? styles.sourceInvalid : ''}`}
            value={html}
            onChange={(event) => setHtml(event.target.value)}
            onKeyDown={(event) => {
              if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
                event.preventDefault();
                submit();
              }
            }}
            spellCheck={false}
            data-ready={ready || undefined}
            aria-invalid={tooLong}
            aria-describedby={`${helpId} ${countId}`}
          />
          <p id={countId} className={tooLong ? styles.error : styles.muted}>
            {tooLong
              ? t('tooLong', { max: MAX_LAYOUT_HTML })
              : t('characters', { count: html.length, max: MAX_LAYOUT_HTML })}
          </p>
          <div className={styles.toolbar}>
            <button type="button" className={styles.button} onClick={submit} disabled={save.isPending || tooLong}>
              {save.isPending ? t('saving') : t('save')}
            </button>
            <span className={styles.muted}>{dirty ? t('unsaved') : t('upToDate')}</span>
          </div>
          <p
            className={`${styles.status} ${status?.tone === 'error' ? styles.error : status?.tone === 'success' ? styles.success : ''}`}
            role="status"
            aria-live="polite"
            data-testid="editor-status"
          >
            {status?.text}
          </p>
          {thumb && (
            <figure className={styles.figure}>
              <figcaption className={styles.muted}>{t('lastPreview')}</figcaption>
              {/* eslint-disable-next-line @next/next/no-img-element -- the uploaded thumbnail, from the image service */}
              <img
                key={thumb}
                className={`${styles.thumb} ${styles.thumbSmall}`}
                src={thumb}
                alt=""
                data-testid="preview-thumbnail"
              />
            </figure>
          )}
        </div>
        <section aria-labelledby={`${sourceId}-preview`}>
          <h2 id={`${sourceId}-preview`} className={styles.previewHeading}>
            {t('preview')}{' '}
            <span className={styles.muted} aria-live="polite">
              {previewState === 'updating' ? t('previewUpdating') : previewState === 'failed' ? t('previewFailed') : ''}
            </span>
          </h2>
          {/* It scrolls: focusable, so a keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable). */}
          <div className={styles.previewFrame} tabIndex={0} role="region" aria-labelledby={`${sourceId}-preview`}>
            {/* The public page's own structure and classes (site-shell, page-content), in the site's theme. */}
            <div ref={previewRef} className="site" style={themeStyle as CSSProperties} data-testid="layout-preview">
              <main>
                <article className="page">
                  {titleFallback && !/<h1[\s>]/i.test(preview) && <h1>{titleFallback}</h1>}
                  <div className="cms" dangerouslySetInnerHTML={{ __html: preview }} />
                </article>
              </main>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

export const LayoutEditor = withQueryClient(LayoutEditorInner);
