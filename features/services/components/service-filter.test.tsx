// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceFilter } from './service-filter';

let query = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query) }));

afterEach(cleanup);

const entries = [
  { id: 1, tags: ['femme'], node: <section key={1}>Coupe femme</section> },
  { id: 6, tags: ['homme'], node: <section key={6}>Coupe homme</section> },
  { id: 5, tags: ['femme', 'homme'], node: <section key={5}>Coupe énergétique</section> },
];

function renderFilter() {
  return render(
    <ServiceFilter
      basePath="/tarifs-et-prestations"
      tags={['femme', 'homme']}
      entries={entries}
      labels={{ group: 'Filtrer les prestations', all: 'Toutes' }}
    />,
  );
}

describe('the price list tag filter', () => {
  it('shows every service and marks "Toutes" without a tag in the URL', () => {
    query = '';
    renderFilter();
    expect(screen.getByText('Coupe femme')).toBeTruthy();
    expect(screen.getByText('Coupe homme')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Filtrer les prestations' });
    expect(within(nav).getByRole('link', { name: 'Toutes' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Homme' }).getAttribute('href')).toBe(
      '/tarifs-et-prestations?prestation=homme',
    );
  });

  it('keeps only the services of the URL tag', () => {
    query = 'prestation=homme';
    renderFilter();
    expect(screen.queryByText('Coupe femme')).toBeNull();
    expect(screen.getByText('Coupe homme')).toBeTruthy();
    expect(screen.getByText('Coupe énergétique')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Homme' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows everything for a tag the salon does not use', () => {
    query = 'prestation=inconnue';
    renderFilter();
    expect(screen.getAllByText(/^Coupe/)).toHaveLength(3);
  });
});
