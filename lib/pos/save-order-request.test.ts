import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoordinate, toMinor, toWireAmount, type SaveOrderLine } from '@/lib/pos/save-order-request';

describe('formatCoordinate', () => {
  it('writes the comma-decimal form with 4 decimals: 41.00823 → "41,0082"', () => {
    expect(formatCoordinate(41.00823)).toBe('41,0082');
    expect(formatCoordinate(29.0275)).toBe('29,0275');
    expect(formatCoordinate(40)).toBe('40,0000');
  });

  it('keeps the sign of negative coordinates and never writes "-0,0000"', () => {
    expect(formatCoordinate(-73.98565)).toBe('-73,9857');
    expect(formatCoordinate(-0.00001)).toBe('0,0000');
  });

  it('refuses NaN, infinities and values beyond ±180', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 180.5, -181]) {
      expect(() => formatCoordinate(bad)).toThrow(RangeError);
    }
  });

  it('always matches the pattern the POS accepts (digits, comma, 4 digits)', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (value) => {
        expect(formatCoordinate(value)).toMatch(/^-?\d{1,3},\d{4}$/);
      }),
    );
  });
});

describe('toMinor / toWireAmount', () => {
  it('12.5 → 1250 and 0.1 + 0.2 → 30 (no floating-point drift)', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(4.35)).toBe(435);
    expect(toMinor(-19.99)).toBe(-1999);
    expect(Object.is(toMinor(-0), 0)).toBe(true);
  });

  it('1250 → 12.5, and every whole kuruş amount survives the round trip', () => {
    expect(toWireAmount(1250)).toBe(12.5);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (minor) => {
        expect(toMinor(toWireAmount(minor))).toBe(minor);
      }),
    );
  });

  it('a sum of wire amounts converted per item equals the sum in minor units', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_00 }), { maxLength: 30 }), (minors) => {
        const wireSum = minors.map(toWireAmount).reduce((a, b) => a + b, 0);
        expect(toMinor(wireSum)).toBe(minors.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('refuses amounts that are not finite and minor units that are not whole', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toWireAmount(12.5)).toThrow(RangeError);
  });
});

describe('SaveOrderLine', () => {
  it('names its product by exactly one of ProductUnitId or ProductCode (enforced by tsc via @ts-expect-error)', () => {
    const byUnit: SaveOrderLine = { ProductUnitId: 5001, Quantity: 1, IsMenu: false };
    const byCode: SaveOrderLine = { ProductCode: 'ADN-001', Quantity: 2, IsMenu: false };
    // @ts-expect-error both references at once are not a SaveOrderLine
    const both: SaveOrderLine = { ProductUnitId: 5001, ProductCode: 'ADN-001', Quantity: 1, IsMenu: false };
    // @ts-expect-error a line without a product reference is not a SaveOrderLine
    const neither: SaveOrderLine = { Quantity: 1, IsMenu: false };
    expect(JSON.parse(JSON.stringify([byUnit, byCode]))).toEqual([
      { ProductUnitId: 5001, Quantity: 1, IsMenu: false },
      { ProductCode: 'ADN-001', Quantity: 2, IsMenu: false },
    ]);
    expect([both, neither]).toHaveLength(2);
  });
});
