import sharp from 'sharp';
import { seedDrawing } from './catalogue';
import { drawingSvg } from './drawings';

/**
 * A seeded picture `<siteId>/<file>` rendered from its drawing (./catalogue.ts) in the format its name says
 * (JPEG, or PNG for the partners' logos and reviewers' photos); null when the name is not a seeded picture.
 */
export async function renderSeedPicture(siteId: number, file: string): Promise<Buffer | null> {
  const drawing = seedDrawing(siteId, file);
  if (!drawing) return null;
  const image = sharp(Buffer.from(drawingSvg(drawing)));
  // PNG names are small pictures (partners' and labels' logos, reviewers' photos): 480 px wide is plenty.
  return /\.png$/i.test(file)
    ? image.resize({ width: 480, withoutEnlargement: true }).png({ compressionLevel: 9, palette: true }).toBuffer()
    : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
