import { describe, expect, it } from 'vitest';
import {
  bipsToPercentText,
  deadlineToMinutes,
  MAX_DEADLINE_MINUTES,
  parseDeadlineInput,
  parseSlippageInput,
  slippageWarning,
} from './settings';

describe('custom slippage', () => {
  it.each([
    ['0.5', 50],
    ['1', 100],
    ['0.07', 7],
    ['49.99', 4999],
    ['0', 0],
    ['.3', 30],
  ])('accepts %s as %i bips', (text, bips) => {
    expect(parseSlippageInput(text)).toEqual({ ok: true, bips });
  });

  it.each(['50', '75', '0.001', 'abc', '1.2.3', '', '-1', '.'])('rejects %s', (text) => {
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
});

describe('deadline', () => {
  it.each([
    ['20', 1200],
    ['1', 60],
    ['0.5', 30],
    ['0', null],
    ['', null],
    ['-5', null],
    ['ten', null],
  ])('%s minutes is %s seconds', (text, seconds) => {
    const parsed = parseDeadlineInput(text);
    expect(parsed.ok ? parsed.seconds : null).toBe(seconds);
  });

  it('caps the deadline at 3 days (4320 minutes)', () => {
    expect(MAX_DEADLINE_MINUTES).toBe(4320);
    expect(parseDeadlineInput('4320')).toEqual({ ok: true, seconds: 259_200 });
    expect(parseDeadlineInput('4320.01')).toEqual({ ok: false, error: 'tooLong' });
    expect(parseDeadlineInput('150119988379718')).toEqual({ ok: false, error: 'tooLong' });
    expect(parseDeadlineInput('-5')).toEqual({ ok: false, error: 'invalid' });
  });

  it('shows stored values in the popup units', () => {
    expect(deadlineToMinutes(1200)).toBe('20');
    expect(deadlineToMinutes(90)).toBe('1.5');
    expect(bipsToPercentText(10)).toBe('0.1');
    expect(bipsToPercentText(50)).toBe('0.5');
  });
});
