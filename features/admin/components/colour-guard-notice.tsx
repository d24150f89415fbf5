import { getTranslations } from 'next-intl/server';
import type { TextColour } from '@/features/site';
import styles from './admin.module.css';

/**
 * Issue 16: the owner's text colours the site does not paint because they are under WCAG AA on their background
 * (features/site/theme.ts `textColours`), and the colour used instead. Nothing when every colour is legible.
 */
export async function ColourGuardNotice({ colours }: { colours: readonly TextColour[] }) {
  const refused = colours.filter((colour) => colour.fellBack);
  if (refused.length === 0) return null;
  const t = await getTranslations('admin.colourGuard');
  return (
    <section className={styles.notice} aria-labelledby="colour-guard-title">
      <h2 id="colour-guard-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <ul>
        {refused.map((colour) => (
          <li key={colour.parameter}>
            {t('item', {
              label: t(`labels.${colour.parameter}`),
              value: colour.value ?? '',
              surface: t(`surfaces.${colour.parameter}`),
              background: colour.background,
              ratio: (colour.ratio ?? 1).toFixed(1).replace('.', ','),
              used: colour.used,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
