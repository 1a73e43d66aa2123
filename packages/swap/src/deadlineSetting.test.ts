import { describe, expect, it } from 'vitest';
import {
  deadlineToMinutes,
  isDeadlineSeconds,
  MAX_DEADLINE_MINUTES,
  parseDeadlineInput,
} from './deadlineSetting';

describe('deadline', () => {
  it.each([
    ['20', 1200],
    ['1', 60],
    ['0.5', 30],
    ['1,5', 90],
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
  });

  it.each([
    [1, true],
    [1200, true],
    [4320 * 60, true],
    [4320 * 60 + 1, false],
    [Number.MAX_SAFE_INTEGER - 1, false],
    [0, false],
    [90.5, false],
    ['1200', false],
  ])('keeps a stored deadline of %s s: %s', (stored, kept) => {
    expect(isDeadlineSeconds(stored)).toBe(kept);
  });
});
