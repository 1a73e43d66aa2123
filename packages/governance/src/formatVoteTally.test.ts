import { describe, expect, it } from 'vitest';
import { formatVoteTally } from './display';

const votes = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(18, '0'));
};

describe('formatVoteTally', () => {
  it('rounds a tally half up to whole votes', () => {
    expect(formatVoteTally(votes('1999.9'), 'en')).toBe('2,000');
    expect(formatVoteTally(votes('1999.5'), 'en')).toBe('2,000');
    expect(formatVoteTally(votes('1999.4999'), 'en')).toBe('1,999');
    expect(formatVoteTally(0n, 'en')).toBe('0');
  });

  it('groups the digits as the language does', () => {
    expect(formatVoteTally(votes('41200000.5'), 'de')).toBe('41.200.001');
  });
});
