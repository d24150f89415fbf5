// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RightClickLock } from './right-click-lock';

afterEach(cleanup);

const rightClick = (target: Element) => {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('LOCK_RIGHT_CLICK', () => {
  it('blocks the context menu on the page, not in form fields, and stops when unmounted', () => {
    const { container, unmount } = render(
      <div>
        <p>Texte</p>
        <input aria-label="Nom" />
        <RightClickLock />
      </div>,
    );
    expect(rightClick(container.querySelector('p')!)).toBe(true);
    expect(rightClick(container.querySelector('input')!)).toBe(false);
    unmount();
    expect(rightClick(document.body)).toBe(false);
  });
});
