import { describe, expect, it } from 'vitest';
import { echoTranslator, HASH_LINKS } from './fixtures.testing';
import { transactionPopupView } from './noticeView';

describe('transactionPopupView', () => {
  it('reads a receipt as confirmed or failed, linked to the transaction', () => {
    const view = transactionPopupView(
      echoTranslator,
      { type: 'transaction', hash: '0xa', success: true, summary: 'Swap' },
      HASH_LINKS,
    );
    expect(view).toEqual({
      success: true,
      outcome: undefined,
      title: 'popup.transactionSucceeded',
      summary: 'Swap',
      detail: undefined,
      explorer: { href: 'https://explorer/tx/0xa', label: 'popup.viewOnExplorer' },
    });
    const failed = transactionPopupView(
      echoTranslator,
      { type: 'transaction', hash: '0xa', success: false },
      HASH_LINKS,
    );
    expect(failed).toMatchObject({
      success: false,
      title: 'popup.transactionFailed',
      summary: 'popup.transactionHash {"hash":"#0xa"}',
    });
  });

  it('links a sped-up one to its replacement, and a dropped one nowhere', () => {
    const replaced = transactionPopupView(
      echoTranslator,
      { type: 'transactionOutcome', outcome: 'replaced', hash: '0xa', replacementHash: '0xb' },
      HASH_LINKS,
    );
    expect(replaced).toMatchObject({
      success: false,
      outcome: 'replaced',
      title: 'popup.transactionReplaced',
      explorer: { href: 'https://explorer/tx/0xb', label: 'popup.viewReplacement' },
    });
    const dropped = transactionPopupView(
      echoTranslator,
      { type: 'transactionOutcome', outcome: 'dropped', hash: '0xa' },
      HASH_LINKS,
    );
    expect(dropped).toMatchObject({
      title: 'popup.transactionDropped',
      detail: 'popup.transactionDroppedDetail',
      explorer: undefined,
    });
  });
});
