import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTicker, tickerKind, tickerParts } from './tickers.ts';

describe('normalizeTicker', () => {
  it.each([
    ['PETR4', 'PETR4'],
    [' petr4f ', 'PETR4'],
    ['TAEE11F', 'TAEE11'],
    ['B3SA3F', 'B3SA3'],
    ['AAPL34', 'AAPL34'],
    // Not a code with a fractional suffix: left as it is (upper case).
    ['FFFF', 'FFFF'],
    ['Tesouro Selic 2029', 'TESOURO SELIC 2029'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeTicker(raw)).toBe(expected);
  });

  it('is idempotent (fast-check)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3}\d{1,2}[Ff]?$/), (raw) => {
        const once = normalizeTicker(raw);
        expect(normalizeTicker(once)).toBe(once);
        expect(once.endsWith('F')).toBe(false);
      }),
    );
  });
});

describe('tickerKind', () => {
  it.each([
    ['PETR3', 'share'],
    ['PETR4', 'share'],
    ['USIM5', 'share'],
    ['ELET6', 'share'],
    ['B3SA3', 'share'],
    ['PETR4F', 'share'],
    ['TAEE11', 'unit-fund-etf'],
    ['HGLG11', 'unit-fund-etf'],
    ['BOVA11', 'unit-fund-etf'],
    ['AAPL34', 'bdr'],
    ['ROXO34', 'bdr'],
    ['GOGL35', 'bdr'],
    ['BERK32', 'bdr'],
    ['XPBR31', 'bdr'],
    ['BIVB39', 'bdr'],
    ['MGLU1', 'share-subscription'],
    ['MGLU9', 'share-subscription'],
    ['HGLG12', 'fund-subscription'],
    ['HGLG14', 'fund-subscription'],
    ['ABCD36', 'unknown'],
    ['CDB BANCO X', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (ticker, kind) => {
    expect(tickerKind(ticker)).toBe(kind);
  });

  it('splits root and number', () => {
    expect(tickerParts('b3sa3')).toEqual({ root: 'B3SA', number: 3 });
    expect(tickerParts('XPTO')).toBeNull();
  });
});
