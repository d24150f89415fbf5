import { describe, expect, it } from 'vitest';
import { salesAreaRefusal, sellsTo } from './sales-area';

describe('where a shop delivers (ONLY_SELL_IN_FRANCE, SELL_WORLDWIDE)', () => {
  it('ONLY_SELL_IN_FRANCE: France only, whatever the worldwide flag says', () => {
    expect(sellsTo({ onlyFrance: true, worldwide: true }, 'FRA')).toBe(true);
    expect(sellsTo({ onlyFrance: true, worldwide: true }, 'fra')).toBe(true);
    expect(salesAreaRefusal({ onlyFrance: true, worldwide: true }, 'BEL')).toBe('onlyFrance');
    expect(salesAreaRefusal({ onlyFrance: true, worldwide: false }, 'CHE')).toBe('onlyFrance');
  });

  it('neither flag: France and the European Union', () => {
    const area = { onlyFrance: false, worldwide: false };
    expect(sellsTo(area, 'FRA')).toBe(true);
    expect(sellsTo(area, 'BEL')).toBe(true);
    expect(sellsTo(area, 'swe')).toBe(true);
    expect(salesAreaRefusal(area, 'CHE')).toBe('outsideEurope');
    expect(salesAreaRefusal(area, 'GBR')).toBe('outsideEurope');
    expect(salesAreaRefusal(area, 'USA')).toBe('outsideEurope');
  });

  it('the worldwide flag: every country', () => {
    const area = { onlyFrance: false, worldwide: true };
    for (const code of ['FRA', 'BEL', 'CHE', 'GBR', 'NOR', 'USA']) expect(sellsTo(area, code)).toBe(true);
  });
});
