import { iconSprite } from '@/components/icon/sprite';

// The icons' sprite (components/icon): built once at build time, the same for every site; its address carries a
// version, so it is kept a year.
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
