import { describe, expect, it } from 'vitest';
import { bannerColours, bannerCss, contrastRatio, opaqueHex, readableOn } from './banner-style';

describe('the banner in the site colours, always readable (WCAG AA)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('takes the header background and the accent for the buttons, alpha dropped', () => {
    expect(bannerColours({ BACKGROUND_HEADER_COLOR: '#6B1E2EFF', ACTIVE_MENU_COLOR: '#C9A227FF' })).toEqual({
      background: '#6B1E2E',
      text: '#FFFFFF',
      button: '#C9A227',
      buttonText: '#000000',
    });
  });

  it('falls back to spec §9 primary and accent when the colours are unset or not colours', () => {
    expect(bannerColours({ BACKGROUND_HEADER_COLOR: 'red;}body{display:none' })).toMatchObject({
      background: '#29362A',
      button: '#DCB253',
    });
    expect(opaqueHex('#abc')).toBeNull();
  });

  it('picks black or white text with at least 4.5:1 on any background', () => {
    for (let i = 0; i < 4096; i++) {
      const hex = `#${[i >> 8, (i >> 4) & 15, i & 15]
        .map((n) => (n * 17).toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase()}`;
      expect(contrastRatio(hex, readableOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes only the resolved colours into the stylesheet, and 44 px buttons', () => {
    const css = bannerCss(bannerColours({ BACKGROUND_HEADER_COLOR: '#FFFFFFFF', ACTIVE_MENU_COLOR: '#000000FF' }));
    expect(css).toContain(
      '#tarteaucitronRoot #tarteaucitronAlertBig{background:#FFFFFF!important;color:#000000!important',
    );
    expect(css).toContain('button.tarteaucitronCTAButton{background:#000000!important;color:#FFFFFF!important');
    expect(css).toContain('min-height:44px');
    expect(css).not.toMatch(/<\/?style/i);
  });
});

describe('the button to reopen the panel (issue 17 §4)', () => {
  it('floats only from 960 px: below, it sits in the flow at the end of the page, over nothing', () => {
    const css = bannerCss(bannerColours({}));
    expect(css).toContain(
      '@media (max-width:959.98px){#tarteaucitronRoot{position:static!important}#tarteaucitronRoot #tarteaucitronIcon{position:static!important;',
    );
    expect(css).toContain(
      '#tarteaucitronRoot #tarteaucitronIcon #tarteaucitronManager{min-width:44px;min-height:44px}',
    );
  });

  it('shows only once tarteaucitron answers its clicks (issue 17 §1: a first click was lost)', () => {
    expect(bannerCss(bannerColours({}))).toContain(
      'html:not(.consent-ready) #tarteaucitronRoot #tarteaucitronIcon{visibility:hidden!important}',
    );
  });
});
