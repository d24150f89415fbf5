import { describe, expect, it } from 'vitest';
import { isOn, withSpecDefaults } from './parameters';

describe('withSpecDefaults (spec §9 "Default parameter values")', () => {
  it('gives a parameter the platform leaves out, or empty, its spec default', () => {
    const values = withSpecDefaults({ COMPANY_NAME: 'Domaine', CORPORATE_FORM: '' });
    // "contact page hidden", "corporate form SARL", "Logo height 159", "Primary … colours #29362AFF".
    expect(isOn(values.HIDE_CONTACT_PAGE)).toBe(true);
    expect(values.CORPORATE_FORM).toBe('SARL');
    expect(values.LOGO_HEIGHT).toBe('159');
    expect(values.PRIMARY_COLOR).toBe('#29362AFF');
    expect(values.COMPANY_NAME).toBe('Domaine');
  });

  it('keeps what the owner set, off and zero included', () => {
    const values = withSpecDefaults({ HIDE_CONTACT_PAGE: 'false', CORPORATE_FORM: 'SAS', LOGO_HEIGHT: '0' });
    expect(isOn(values.HIDE_CONTACT_PAGE)).toBe(false);
    expect(values.CORPORATE_FORM).toBe('SAS');
    expect(values.LOGO_HEIGHT).toBe('0');
  });
});
