import { preload } from 'react-dom';
import type { Font } from '@/lib/platform/schemas/site';
import { fontUrl } from '@/lib/fonts';
import { fontFaceCss, fontFaces } from '../theme';

/**
 * The site's @font-face rules (spec §3 Site info fonts, §9 weight from the file name), rendered on the
 * server with the page: no request and no flash of the default theme before them. font-display swap
 * shows text at once; the menu's and titles' first files are preloaded, being above the fold.
 * Fonts whose files are missing arrive here without files (lib/site/site-info.ts).
 */
export function SiteFonts({ fonts }: { fonts: readonly Font[] }) {
  const faces = fontFaces(fonts);
  if (faces.length === 0) return null;
  for (const font of fonts) {
    const file = font.files[0];
    if ((font.type === 'MENU' || font.type === 'TITLE') && file && faces.some((face) => face.file === file)) {
      preload(fontUrl(file), {
        as: 'font',
        type: file.endsWith('.woff2') ? 'font/woff2' : undefined,
        crossOrigin: 'anonymous',
      });
    }
  }
  // Only checked family names and file names reach this CSS (theme.ts), so it is safe to write as is.
  return <style dangerouslySetInnerHTML={{ __html: fontFaceCss(faces) }} />;
}
