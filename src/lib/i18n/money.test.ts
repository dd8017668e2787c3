import { describe, expect, it } from 'vitest';
import { formatDollars, formatPrice, formatRupees, periodLabel, priceCard, priceParts } from './money';

describe('formatRupees', () => {
  it('writes rupees in English with the Rs sign and lakh grouping', () => {
    const written: [number, string][] = [
      [999, 'Rs 999'],
      [15_000, 'Rs 15,000'],
      [35_000, 'Rs 35,000'],
      [1_50_000, 'Rs 1,50,000'],
      [8_00_000, 'Rs 8,00,000'],
      [12_50_000, 'Rs 12,50,000'],
      [1_00_00_000, 'Rs 1,00,00,000'],
    ];
    for (const [rupees, text] of written) expect(formatRupees('en', rupees)).toBe(text);
  });

  it('writes rupees in Urdu as the figure, in the digits 0–9, then روپے', () => {
    expect(formatRupees('ur', 35_000)).toBe('35,000 روپے');
    expect(formatRupees('ur', 1_50_000)).toBe('1,50,000 روپے');
    expect(formatRupees('ur', 1_00_00_000)).toBe('1,00,00,000 روپے');
    expect(formatRupees('ur', 1_50_000)).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});

describe('formatDollars', () => {
  it('groups dollars in thousands, for clients abroad', () => {
    expect(formatDollars('en', 250)).toBe('$250');
    expect(formatDollars('en', 150_000)).toBe('$150,000');
    expect(formatDollars('ur', 1_500)).toBe('1,500 ڈالر');
  });
});

describe('formatPrice', () => {
  it('adds the period and “from” in English', () => {
    expect(formatPrice('en', { amount: 45_000, period: 'monthly' })).toBe('Rs 45,000/month');
    expect(formatPrice('en', { amount: 1_50_000, period: 'oneOff' })).toBe('Rs 1,50,000');
    expect(formatPrice('en', { amount: 15_000, period: 'oneOff', from: true })).toBe('From Rs 15,000');
    expect(formatPrice('en', { amount: 35_000, period: 'monthly', from: true })).toBe('From Rs 35,000/month');
  });

  it('puts ماہانہ and سے شروع after the amount in Urdu', () => {
    expect(formatPrice('ur', { amount: 35_000, period: 'monthly' })).toBe('35,000 روپے ماہانہ');
    expect(formatPrice('ur', { amount: 1_50_000, period: 'oneOff' })).toBe('1,50,000 روپے');
    expect(formatPrice('ur', { amount: 15_000, period: 'oneOff', from: true })).toBe('15,000 روپے سے شروع');
    expect(formatPrice('ur', { amount: 35_000, period: 'monthly', from: true })).toBe(
      '35,000 روپے ماہانہ سے شروع',
    );
  });

  it('splits into parts that read back as the one line', () => {
    expect(priceParts('en', { amount: 45_000, period: 'monthly', from: true })).toEqual({
      before: 'From',
      amount: 'Rs 45,000',
      after: '/month',
    });
    expect(priceParts('ur', { amount: 45_000, period: 'oneOff' })).toEqual({ amount: '45,000 روپے' });
  });
});

describe('priceCard', () => {
  it('puts the amount on its own line and how often under it, “from” where each language has it', () => {
    expect(priceCard('en', { amount: 1_50_000, period: 'monthly', from: true })).toEqual({
      before: 'From',
      amount: 'Rs 1,50,000',
      note: 'per month',
    });
    expect(priceCard('en', { amount: 45_000, period: 'oneOff' })).toEqual({
      before: undefined,
      amount: 'Rs 45,000',
      note: 'one-off',
    });
    expect(priceCard('ur', { amount: 1_50_000, period: 'monthly', from: true }).note).toBe('ماہانہ سے شروع');
    expect(priceCard('ur', { amount: 15_000, period: 'oneOff', from: true })).toEqual({
      before: undefined,
      amount: '15,000 روپے',
      note: 'سے شروع',
    });
    expect(priceCard('ur', { amount: 45_000, period: 'oneOff' }).note).toBe('ایک بار');
  });
});

describe('periodLabel', () => {
  it('names each period in each language', () => {
    expect(periodLabel('en', 'monthly')).toBe('per month');
    expect(periodLabel('en', 'oneOff')).toBe('one-off');
    expect(periodLabel('ur', 'monthly')).toBe('ماہانہ');
    expect(periodLabel('ur', 'oneOff')).toBe('ایک بار');
  });
});
