import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatFeeCents, formatPercent, formatPrice, roundEuros } from './price';

// Spelled out so that a change of separator cannot pass unnoticed.
const NNBSP = '\u202f'; // narrow no-break space: thousands
const NBSP = '\u00a0'; // no-break space: before € and %

describe('formatPrice (spec §9, fr-FR euros, 2 decimals)', () => {
  it.each<[number | null | undefined, string]>([
    [12.5, `12,50${NBSP}€`],
    [1234, `1${NNBSP}234,00${NBSP}€`],
    [1234.5, `1${NNBSP}234,50${NBSP}€`],
    [1234567.891, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [0.1 + 0.2, `0,30${NBSP}€`],
    [1.005, `1,01${NBSP}€`],
    [2.675, `2,68${NBSP}€`],
    [9.999, `10,00${NBSP}€`],
    [999.995, `1${NNBSP}000,00${NBSP}€`],
    [-3.2, `-3,20${NBSP}€`],
    [-0.001, `0,00${NBSP}€`],
    [-0, `0,00${NBSP}€`],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %j', (euros, text) => {
    expect(formatPrice(euros)).toBe(text);
  });

  it('matches Intl.NumberFormat fr-FR EUR exactly', () => {
    expect(formatPrice(98765.4)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(98765.4),
    );
  });
});

describe('formatFeeCents', () => {
  it('writes a fee in cents as euros, and 0 as the word given for free', () => {
    expect(formatFeeCents(1490, 'Offerte')).toBe('14,90\u00a0€');
    expect(formatFeeCents(5, 'Offerte')).toBe('0,05\u00a0€');
    expect(formatFeeCents(0, 'Offerte')).toBe('Offerte');
  });
});

describe('formatPercent (fr-FR)', () => {
  it.each<[number | null | undefined, string]>([
    [15, `15${NBSP}%`],
    [0, `0${NBSP}%`],
    [100, `100${NBSP}%`],
    [12.5, `12,5${NBSP}%`],
    [14.3, `14,3${NBSP}%`],
    [33.333, `33,33${NBSP}%`],
    [1500, `1${NNBSP}500${NBSP}%`],
    [-5, `-5${NBSP}%`],
    [Number.NaN, ''],
    [null, ''],
  ])('%s → %j', (points, text) => {
    expect(formatPercent(points)).toBe(text);
  });
});

describe('rounding helpers', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [-0.004, 0],
    [0.1 + 0.2, 0.3],
    [12, 12],
    [1e-7, 0],
    [-1e-7, 0],
    [1e21, 1e21],
  ])('roundEuros(%s) → %s', (euros, rounded) => {
    expect(Object.is(roundEuros(euros), rounded)).toBe(true);
  });

  it.each([
    [1250, 12.5],
    [1, 0.01],
    [0, 0],
    [-399, -3.99],
    [123456, 1234.56],
  ])('centsToEuros(%i) → %s', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it.each([
    [12.5, 1250],
    [0.29, 29],
    [1.005, 101],
    [19.99, 1999],
    [-3.99, -399],
  ])('eurosToCents(%s) → %i', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });
});
