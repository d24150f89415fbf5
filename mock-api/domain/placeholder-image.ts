/**
 * The local image service has no photos for the sample sites: a seeded image path whose file was
 * never uploaded is answered with this neutral picture (a landscape icon on a soft background), so
 * pages look like pages. Real uploads are served as they are.
 */
export function placeholderSvg(seed: string): string {
  // A stable hue per file name, in muted tones, so a gallery of placeholders is not one flat block.
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice" role="img" aria-hidden="true">
<rect width="1200" height="800" fill="hsl(${hue} 22% 88%)"/>
<circle cx="760" cy="300" r="70" fill="hsl(${hue} 30% 76%)"/>
<path d="M250 600 L480 360 L640 520 L740 430 L950 600 Z" fill="hsl(${hue} 24% 70%)"/>
</svg>`;
}
