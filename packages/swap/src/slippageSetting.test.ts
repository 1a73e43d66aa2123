import { describe, expect, it } from 'vitest';
import {
  bipsToPercentText,
  isSlippageBips,
  parseSlippageInput,
  slippageWarning,
  slippageWarningView,
} from './slippageSetting';

describe('custom slippage', () => {
  it.each([
    ['0.5', 50],
    ['0,5', 50], // a decimal comma, as German and Spanish keypads type it
    ['1', 100],
    ['0.07', 7],
    ['49.99', 4999],
    ['0', 0],
    ['.3', 30],
  ])('accepts %s as %i bips', (text, bips) => {
    expect(parseSlippageInput(text)).toEqual({ ok: true, bips });
  });

  it.each(['50', '75', '0.001', 'abc', '1.2.3', '0,5,1', '', '-1', '.'])('rejects %s', (text) => {
    expect(parseSlippageInput(text)).toEqual({ ok: false });
  });

  it.each([
    ['abc', 50, 'invalid'],
    ['50', 50, 'invalid'],
    ['0.3', 50, 'mayFail'],
    ['6', 50, 'mayBeFrontrun'],
    ['1', 10, null],
    ['', 10, 'mayFail'],
    ['', 50, null],
    ['', 500, null],
    ['', 501, 'mayBeFrontrun'],
  ])('typed %s with %i bips stored warns %s', (typed, stored, warning) => {
    expect(slippageWarning(typed, stored)).toBe(warning);
  });

  it('shows a stored tolerance as the percentage typed', () => {
    expect(bipsToPercentText(10)).toBe('0.1');
    expect(bipsToPercentText(50)).toBe('0.5');
  });

  it.each([
    [0, true],
    [10, true],
    [4999, true],
    [5000, false],
    [-1, false],
    [0.5, false],
    ['10', false],
    [Number.NaN, false],
  ])('keeps a stored %s: %s', (stored, kept) => {
    expect(isSlippageBips(stored)).toBe(kept);
  });
});

describe('slippageWarningView', () => {
  it('shows an invalid slippage in red and the risks in yellow', () => {
    expect(slippageWarningView('invalid')).toEqual({ message: 'invalidSlippage', tone: 'danger' });
    expect(slippageWarningView('mayFail')).toEqual({ message: 'mayFail', tone: 'warning' });
    expect(slippageWarningView('mayBeFrontrun')).toEqual({
      message: 'mayBeFrontrun',
      tone: 'warning',
    });
    expect(slippageWarningView(null)).toBeNull();
  });
});
