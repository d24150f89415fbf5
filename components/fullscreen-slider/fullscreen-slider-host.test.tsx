// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WithIntl } from '@/tests/intl';
import { FullscreenSliderHost } from './fullscreen-slider-host';
import { openFullscreenSlider } from './slider-events';

const images = ['a', 'b', 'c'].map((name) => ({ src: `/images/1/${name}.jpg`, alt: `Photo ${name}` }));

// swiper is loaded on open in the app; load it once up front so a busy machine does not time the first test out.
beforeAll(async () => {
  await import('./fullscreen-slider');
}, 30_000);

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('style');
});

async function openAt(index: number) {
  render(
    <WithIntl>
      <FullscreenSliderHost />
    </WithIntl>,
  );
  act(() => openFullscreenSlider({ images, index }));
  return screen.findByRole('dialog', { name: 'Visionneuse d’images' }, { timeout: 5000 });
}

const counter = () => screen.getByText(/^\d+\/\d+$/).textContent;

describe('FullscreenSliderHost (spec §2 "Fullscreen slider")', () => {
  it('opens at the clicked image with a current/total counter and fixes the page', async () => {
    const dialog = await openAt(1);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(counter()).toBe('2/3');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer la visionneuse' }));
  });

  it('left/right keys move and wrap around', async () => {
    await openAt(2);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('1/3'); // last → first
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter()).toBe('3/3'); // first → last
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter()).toBe('2/3');
  });

  it('the arrows move too, and Escape closes', async () => {
    await openAt(0);
    fireEvent.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(counter()).toBe('3/3');
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(counter()).toBe('1/3');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('the close icon closes', async () => {
    await openAt(0);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la visionneuse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
