import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, isImage, PREVIEW_MAX_HEIGHT, PREVIEW_WIDTH, previewFrame, previewSrc } from './preview-image';

describe('previewSrc', () => {
  it('serves the platform image from the storefront origin', () => {
    expect(previewSrc('http://localhost:4000/images/1/ab12-cd.jpg')).toBe('/images/1/ab12-cd.jpg');
  });
  it('drops a query string', () => {
    expect(previewSrc('https://img.example/images/2/x.png?v=3')).toBe('/images/2/x.png');
  });
  it('gives nothing for no preview or an unexpected address', () => {
    expect(previewSrc(null)).toBeNull();
    expect(previewSrc('http://x/images/abc/../secret')).toBeNull();
    expect(previewSrc('http://x/images/1/.hidden')).toBeNull();
  });
});

describe('dataUrlToBlob', () => {
  it('decodes base64 data with its type', async () => {
    const blob = dataUrlToBlob(`data:image/jpeg;base64,${btoa('abc')}`);
    expect(blob.type).toBe('image/jpeg');
    expect(await blob.text()).toBe('abc');
  });
  it('decodes url-encoded data', async () => {
    expect(await dataUrlToBlob('data:image/svg+xml,%3Csvg%2F%3E').text()).toBe('<svg/>');
  });
  it('refuses anything else', () => {
    expect(() => dataUrlToBlob('http://x/y.png')).toThrow();
  });
});

describe('isImage (left out when a render with images fails)', () => {
  it('matches pictures and videos, not text', () => {
    expect(isImage({ tagName: 'IMG' })).toBe(true);
    expect(isImage({ tagName: 'video' })).toBe(true);
    expect(isImage({ tagName: 'P' })).toBe(false);
    expect(isImage({})).toBe(false);
  });
});

describe('previewFrame', () => {
  it('scales the box to the preview width and keeps a short layout whole', () => {
    expect(previewFrame(600, 500)).toEqual({ width: 600, height: 500, canvasHeight: 1000 });
  });
  it('captures only the top of a long layout, so the image stays within the height limit', () => {
    const frame = previewFrame(600, 5000);
    expect(frame.height).toBe(800);
    expect(frame.canvasHeight).toBe(PREVIEW_MAX_HEIGHT);
    expect((frame.canvasHeight / frame.height) * frame.width).toBe(PREVIEW_WIDTH);
  });
  it('never captures a box narrower than 320 px', () => {
    expect(previewFrame(100, 100).width).toBe(320);
  });
});
