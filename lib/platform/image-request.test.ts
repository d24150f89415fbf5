import { describe, expect, it } from 'vitest';
import { imageRequestHeaders, imageResponseHeaders, imageSearch } from './image-request';

describe('the storefront image route forwards tr and Accept, and keeps Vary', () => {
  it('forwards tr alone', () => {
    expect(String(imageSearch(new URLSearchParams('tr=w-640,q-75,f-webp&other=1')))).toBe('tr=w-640%2Cq-75%2Cf-webp');
    expect(imageSearch(new URLSearchParams('other=1'))).toBeUndefined();
    expect(imageSearch(new URLSearchParams('tr='))).toBeUndefined();
  });

  it('forwards Accept and nothing else of the request', () => {
    const request = new Headers({ accept: 'image/avif,image/webp,*/*', cookie: 'token=secret', authorization: 'x' });
    expect(imageRequestHeaders(request)).toEqual({ accept: 'image/avif,image/webp,*/*' });
    expect(imageRequestHeaders(new Headers())).toEqual({});
  });

  it('keeps type, cache lifetime, sandbox and Vary: Accept, adds nosniff, drops the rest', () => {
    const upstream = new Headers({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      vary: 'Accept',
      'set-cookie': 'a=b',
      server: 'api',
    });
    const headers = imageResponseHeaders(upstream);
    expect(Object.fromEntries(headers)).toEqual({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
    });
  });
});
