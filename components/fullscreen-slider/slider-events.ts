/**
 * Opens the shell's fullscreen slider over any gallery (spec §2 "Fullscreen slider"):
 * `openFullscreenSlider({ images, index })` dispatches the window event the shell listens to.
 */
export const OPEN_SLIDER_EVENT = 'openFullscreenSlider';

export interface SliderImage {
  src: string;
  alt: string;
}

export interface SliderRequest {
  images: SliderImage[];
  /** The image shown first (0-based). */
  index: number;
}

export function openFullscreenSlider(request: SliderRequest): void {
  window.dispatchEvent(new CustomEvent<SliderRequest>(OPEN_SLIDER_EVENT, { detail: request }));
}
