import { describe, expect, it } from 'vitest';
import { swapReviewMode } from './swapReviewMode';

describe('swapReviewMode', () => {
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const base = {
    expertMode: true,
    impactConfirmation: 'none' as const,
    account: ACCOUNT,
    recipient: ACCOUNT,
  };

  it.each<[string, Partial<Parameters<typeof swapReviewMode>[0]>, string]>([
    ['expert mode, own account, low impact: sends at once', {}, 'send'],
    [
      'a recipient typed as the own account (any case)',
      { recipient: ACCOUNT.toLowerCase() },
      'send',
    ],
    [
      'expert mode with a high impact: only the impact confirmation',
      { impactConfirmation: 'confirm' },
      'impactOnly',
    ],
    [
      'expert mode, a recipient other than the account: the full review',
      { recipient: BOB },
      'review',
    ],
    ['… even with a high impact', { recipient: BOB, impactConfirmation: 'typedConfirm' }, 'review'],
    ['an unresolved recipient', { recipient: null }, 'review'],
    ['no connected account', { account: null }, 'review'],
    ['expert mode off', { expertMode: false }, 'review'],
  ])('%s', (_label, change, expected) => {
    expect(swapReviewMode({ ...base, ...change })).toBe(expected);
  });
});
