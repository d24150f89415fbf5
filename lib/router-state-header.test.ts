import { describe, expect, it } from 'vitest';
import { isReadableRouterState } from './router-state-header';

// What Next 16's client router sent from the salon's home page on a navigation to /auth (read in Chromium).
const fromSitePage = encodeURIComponent(
  '["",{"children":["site",{"children":[["site","1","d",null],{"children":[["slug","","oc",null],' +
    '{"children":["__PAGE__",{},null,null,1024]},null,null,1024]},null,null,1024]},null,null,1024]},null,null,1040]',
);

describe('isReadableRouterState', () => {
  it('lets through no header and a state Next reads', () => {
    expect(isReadableRouterState(null)).toBe(true);
    expect(isReadableRouterState(fromSitePage)).toBe(true);
    expect(isReadableRouterState(encodeURIComponent('["",{}]'))).toBe(true);
  });

  it('refuses what Next cannot read: not JSON, a bad escape, the wrong shape, too long', () => {
    expect(isReadableRouterState('%7Bbad')).toBe(false);
    expect(isReadableRouterState('%E0%A4%A')).toBe(false);
    expect(isReadableRouterState(encodeURIComponent('{"children":1}'))).toBe(false);
    expect(isReadableRouterState(encodeURIComponent('[1,2]'))).toBe(false);
    expect(isReadableRouterState(encodeURIComponent(`["${'a'.repeat(41_000)}",{}]`))).toBe(false);
  });
});
