import { starFills } from '../rating';
import styles from './reviews.module.css';

const STAR = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

/**
 * Five stars filled to `rating` (by halves), drawn in SVG, read by assistive technologies as its label only
 * (« 4,5 sur 5 »): the shapes are decoration. A partial star is its outline under a filled copy cut by CSS
 * (no gradient or clip ids that would repeat on the page).
 */
export function Stars({ rating, label, size = 'small' }: { rating: number; label: string; size?: 'small' | 'large' }) {
  return (
    <span role="img" aria-label={label} className={`${styles.stars} ${size === 'large' ? styles.large : ''}`}>
      {starFills(rating).map((fill, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
          {fill > 0 && (
            <path
              d={STAR}
              fill="currentColor"
              style={fill < 1 ? { clipPath: `inset(0 ${100 - fill * 100}% 0 0)` } : undefined}
            />
          )}
        </svg>
      ))}
    </span>
  );
}
