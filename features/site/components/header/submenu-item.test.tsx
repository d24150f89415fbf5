// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmenuItem } from './submenu-item';

const navigation = vi.hoisted(() => ({ pathname: '/femme/balayage' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

afterEach(() => {
  cleanup();
  navigation.pathname = '/femme/balayage';
});

function renderItem(href: string | null) {
  return render(item(href));
}

function item(href: string | null) {
  return (
    <ul>
      <SubmenuItem
        href={href}
        label={<span>Femme</span>}
        submenuLabel="Sous-pages de Femme"
        childHrefs={['/femme/balayage', '/femme/coupe']}
      >
        <li>
          <a href="/femme/balayage">Balayage</a>
        </li>
        <li>
          <a href="/femme/coupe">Coupe</a>
        </li>
      </SubmenuItem>
    </ul>
  );
}

describe('a desktop menu entry with sub-pages', () => {
  it('opens on keyboard focus and closes on Escape, the focus back on the entry', () => {
    renderItem('/femme');
    const trigger = screen.getByRole('link', { name: 'Femme' });
    const item = trigger.closest('li')!;
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => trigger.focus());
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(item.hasAttribute('data-open')).toBe(true);
    const first = screen.getByRole('link', { name: 'Balayage' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    // The focus moving back to the entry does not open it again.
    expect(item.hasAttribute('data-open')).toBe(false);
  });

  it('opens on hover and closes when the pointer leaves', () => {
    renderItem('/femme');
    const item = screen.getByRole('link', { name: 'Femme' }).closest('li')!;
    fireEvent.mouseEnter(item);
    expect(item.hasAttribute('data-open')).toBe(true);
    fireEvent.mouseLeave(item);
    expect(item.hasAttribute('data-open')).toBe(false);
  });

  it('marks the entry holding the current page', () => {
    renderItem('/femme');
    expect(screen.getByRole('link', { name: 'Femme' }).getAttribute('data-active')).toBe('branch');
  });

  it('is a button for a heading-only entry: a click opens it, a second click closes it', () => {
    renderItem(null);
    const trigger = screen.getByRole('button', { name: 'Femme' });
    expect(trigger.getAttribute('data-active')).toBe('branch');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the page changes (the header stays mounted), and coming back does not reopen it', () => {
    const { rerender } = renderItem(null);
    const trigger = screen.getByRole('button', { name: 'Femme' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    navigation.pathname = '/femme/coupe';
    rerender(item(null));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    navigation.pathname = '/femme/balayage';
    rerender(item(null));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Opened again on the new page, it works as before.
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });
});
