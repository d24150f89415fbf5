import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@/lib/platform/errors';

const request = vi.fn();
const cachedRead = vi.fn((_site: number, _scope: string, _key: readonly unknown[], read: () => Promise<unknown>) =>
  read(),
);
vi.mock('@/lib/platform/server', () => ({ publicPlatform: (siteId: number) => ({ siteId }) }));
vi.mock('@/lib/platform/client', () => ({ platformRequest: (...args: unknown[]) => request(...args) }));
vi.mock('@/lib/cache-tags', () => ({
  cachedPublicRead: (...args: Parameters<typeof cachedRead>) => cachedRead(...args),
}));

const { getSvgIcon, isSvgIconUrl, svgIdPrefix } = await import('./get-svg-icon');

beforeEach(() => {
  request.mockReset();
  cachedRead.mockClear();
});

describe('isSvgIconUrl', () => {
  it.each([
    ['/images/1/ciseaux.svg', true],
    ['https://images.example/1/ciseaux.SVG', true],
    ['house', false],
    ['fa-solid fa-house', false],
    ['//evil.example/x.svg', false],
    ['javascript:alert(1)//.svg', false],
    ['/images/1/photo.png', false],
    [null, false],
  ])('%s → %s', (value, expected) => expect(isSvgIconUrl(value)).toBe(expected));
});

describe('getSvgIcon', () => {
  it('asks POST /image/load-svg for the address, caches under the content tags and returns the sanitized SVG', async () => {
    request.mockResolvedValue(
      '<svg viewBox="0 0 1 1" onload="alert(1)"><script>alert(2)</script><path d="M0 0"/></svg>',
    );
    const svg = await getSvgIcon(1, '/images/1/ciseaux.svg');
    expect(request).toHaveBeenCalledWith(
      { siteId: 1 },
      { method: 'post', url: '/image/load-svg', data: { url: '/images/1/ciseaux.svg' } },
    );
    expect(cachedRead.mock.calls[0]!.slice(0, 3)).toEqual([1, 'content', ['svg-icon', '/images/1/ciseaux.svg']]);
    expect(svg).toBe('<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>');
  });

  it('is null when the platform refuses the address or has no such file, or cannot be reached', async () => {
    request.mockRejectedValueOnce(new PlatformError('refused', 'Seules les images SVG…', 400));
    expect(await getSvgIcon(1, '/images/2/autre.svg')).toBeNull();
    request.mockRejectedValueOnce(new PlatformError('network', 'down', null));
    expect(await getSvgIcon(1, '/images/1/absent.svg')).toBeNull();
  });

  it('gives each address its own id prefix', () => {
    expect(svgIdPrefix('/images/1/a.svg')).not.toBe(svgIdPrefix('/images/1/b.svg'));
    expect(svgIdPrefix('/images/1/a.svg')).toMatch(/^svg-[a-z0-9]+$/);
  });
});
