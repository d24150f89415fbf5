// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WithIntl } from '@/tests/intl';
import { cartStore, EMPTY_CART } from '../store';
import { CartCount } from './cart-count';

const SITE = 2;
const showCount = (count: number) => act(() => cartStore.setState({ siteId: SITE, ...EMPTY_CART, count }));

describe("the header's cart count (spec §4)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    cartStore.setState({ siteId: null, ...EMPTY_CART });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows nothing for an empty cart, then the count and its label for a screen reader', () => {
    const { container } = render(<CartCount siteId={SITE} />, { wrapper: WithIntl });
    expect(container.innerHTML).toBe('');
    showCount(1);
    expect(container.textContent).toBe('1 (1 article)');
    showCount(12);
    expect(screen.getByText('12').getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('12 (12 articles)');
    showCount(1500);
    expect(container.textContent).toBe('99+ (1\u202f500 articles)');
  });

  it('writes the number without an Intl.NumberFormat (its first one costs ICU’s set-up inside the add-to-cart tap)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const { container } = render(<CartCount siteId={SITE} />, { wrapper: WithIntl });
    showCount(3);
    expect(container.textContent).toBe('3 (3 articles)');
    expect(made).not.toHaveBeenCalled();
  });
});
