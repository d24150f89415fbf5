// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WithIntl } from '@/tests/intl';
import { closeModal, openModal, type ModalRequest } from './modal-events';
import { ModalHost } from './modal-host';
import { isPopupSeen, seenPopupsKey } from './seen-popups';

const SITE = 7;
const popup: ModalRequest = { id: '1', title: 'Portes ouvertes', html: '<p>Venez nous voir</p>' };

function setup() {
  const trigger = document.createElement('button');
  trigger.textContent = 'déclencheur';
  document.body.appendChild(trigger);
  trigger.focus();
  render(
    <WithIntl>
      <ModalHost siteId={SITE} />
    </WithIntl>,
  );
  return { trigger };
}

const open = (request: ModalRequest = popup) => act(() => openModal(request));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('ModalHost (spec §2 "Modal overlay")', () => {
  it('opens on the openModal event as an aria-modal dialog with its title and html', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Portes ouvertes' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Venez nous voir');
  });

  it('also opens on a raw window CustomEvent and closes on closeModal', () => {
    setup();
    act(
      () =>
        void window.dispatchEvent(
          new CustomEvent('openModal', { detail: { id: 'x', title: 'Brut', content: <em>noeud</em> } }),
        ),
    );
    expect(screen.getByRole('dialog', { name: 'Brut' }).querySelector('em')?.textContent).toBe('noeud');
    act(() => closeModal());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus into the dialog (its French close button) and gives it back on close', () => {
    const { trigger } = setup();
    open();
    const closeButton = screen.getByRole('button', { name: 'Fermer' });
    expect(document.activeElement).toBe(closeButton);
    fireEvent.click(closeButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and records the popup as seen for this site', () => {
    setup();
    open();
    expect(isPopupSeen(SITE, '1')).toBe(false); // opening alone records nothing
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPopupSeen(SITE, '1')).toBe(true);
    expect(isPopupSeen(SITE + 1, '1')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(seenPopupsKey(SITE))!)).toEqual(['1']);
  });

  it('closes on a click on the 44 % black backdrop, not on a click inside the dialog', () => {
    setup();
    open();
    const backdrop = screen.getByTestId('modal-backdrop');
    expect(backdrop.className).toMatch(/backdrop/);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPopupSeen(SITE, '1')).toBe(true);
  });

  it('does not record a popup flagged to show on every reload', () => {
    setup();
    open({ ...popup, id: '2', showOnEveryReload: true });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPopupSeen(SITE, '2')).toBe(false);
    expect(window.localStorage.getItem(seenPopupsKey(SITE))).toBeNull();
  });

  it('fixes the page background only while open, when asked', () => {
    setup();
    open({ ...popup, fixBackground: false });
    expect(document.documentElement.style.overflow).toBe('');
    act(() => closeModal());
    open({ ...popup, fixBackground: true });
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', () => {
    setup();
    open({ ...popup, html: '<a href="/a">lien</a>' });
    const link = screen.getByRole('link', { name: 'lien' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
  });
});
