// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Element } from '@/lib/platform/schemas/content';
import { WithIntl } from '@/tests/intl';
import { ElementCard } from './element-card';

const workshop: Element = {
  id: 12,
  route: 'evenements',
  slug: 'atelier-chignon-facile',
  title: 'Atelier chignon facile',
  summary: 'Trois chignons rapides.',
  html: '<p>Trois chignons rapides.</p>',
  image: null,
  url: null,
  startsAt: '2026-12-12T16:00:00.000Z',
  endsAt: '2026-12-12T18:00:00.000Z',
  location: 'Atelier Lumière, Lyon',
  capacity: 8,
  registeredCount: 2,
  remainingSeats: 6,
  isFull: false,
  isRegistrationOpen: true,
};

afterEach(cleanup);

const card = (element: Element) =>
  render(
    <ul>
      <ElementCard element={element} listPath="evenements" now={new Date('2026-12-01T10:00:00Z')} />
    </ul>,
    { wrapper: WithIntl },
  );

describe('ElementCard', () => {
  it('links its title to its page and says when, as spec §5 writes date-times', () => {
    card(workshop);
    expect(screen.getByRole('link', { name: 'Atelier chignon facile' }).getAttribute('href')).toBe(
      '/evenements/atelier-chignon-facile-12',
    );
    expect(screen.getByRole('listitem').textContent).toContain('samedi 12/12/2026 17:00:00 – 19:00:00');
  });

  it('crops its summary as list text is (spec §5: 120 characters)', () => {
    const long =
      'Un atelier de deux heures pour apprendre trois chignons faciles à refaire chez soi, avec les produits du salon ' +
      'et les conseils de notre coiffeuse.';
    expect(long.length).toBeGreaterThan(120);
    card({ ...workshop, summary: long });
    const shown = screen.getByText(/^Un atelier de deux heures/).textContent!;
    expect(shown.length).toBeLessThanOrEqual(120);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
  });
});
