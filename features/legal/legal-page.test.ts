import { describe, expect, it } from 'vitest';
import { legalHtml } from './legal-page';

describe('legal texts (spec §2)', () => {
  const parameters = {
    LEGAL_NOTICE:
      '<h1>Mentions légales</h1><p>{{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, RCS {{RCS_NUMBER}}, TVA {{INTRACOMMUNITY_VAT_NUMBER}}.</p>',
    LEGAL_COMPANY_NAME: 'Atelier <Lumière> SARL',
    CORPORATE_FORM: 'SARL',
    SHARE_CAPITAL: '10 000 €',
    RCS_NUMBER: null,
  };

  it('fills every placeholder, escapes values, and never leaves a raw placeholder', () => {
    const html = legalHtml('LEGAL_NOTICE', parameters);
    expect(html).toBe(
      '<h1>Mentions légales</h1><p>Atelier &lt;Lumière&gt; SARL, SARL au capital de 10 000 €, RCS , TVA .</p>',
    );
    expect(html).not.toContain('{{');
  });

  it('is empty when the text is not set', () => {
    expect(legalHtml('SALE_TERMS', parameters)).toBe('');
  });
});
