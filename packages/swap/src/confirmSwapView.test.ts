import { describe, expect, it } from 'vitest';
import { confirmSwapView } from './confirmSwapView';
import { ACCOUNT, CHAIN, echoTranslator as t, trade } from './wethDaiTrade.testing';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const review = {
  chainId: CHAIN,
  account: ACCOUNT,
  trade,
  allowedSlippageBips: 50,
  recipient: null,
};

describe('confirmSwapView', () => {
  it('shows the reviewed amounts, the price first, then the trade details and the bound', () => {
    const view = confirmSwapView(t, review, null, 'en');
    expect(view.input).toEqual({ amount: '1', symbol: 'WETH' });
    expect(view.output).toEqual({ amount: '1,992.01', symbol: 'DAI' });
    expect(view.details[0]).toEqual({
      label: 'swap.price',
      value: 'swap.pricePer {"price":"1,992","quote":"DAI","base":"WETH"}',
    });
    expect(view.details.map((row) => row.label)).toContain('swap.minimumReceived');
    expect(view.details.map((row) => row.label)).not.toContain('swap.recipient');
    expect(view.impactConfirmation).toBe('none');
    expect(view.labels.estimate).toBe('confirm.estimateOut {"amount":"1,982.05","symbol":"DAI"}');
    expect(view.labels.impactWarning).toBe('confirm.impactWarning {"percent":"5"}');
    expect(view.labels.close).toBe('txDialog.close');
  });

  it('names a reviewed recipient last, with its name while the lookup still resolves to it', () => {
    const named = confirmSwapView(
      t,
      { ...review, recipient: RECIPIENT },
      { status: 'valid', address: RECIPIENT, name: 'bob.eth' },
      'en',
    );
    expect(named.details.at(-1)).toEqual({
      label: 'swap.recipient',
      value: `bob.eth (${RECIPIENT})`,
    });
    const moved = confirmSwapView(t, { ...review, recipient: RECIPIENT }, null, 'en');
    expect(moved.details.at(-1)?.value).toBe(RECIPIENT);
  });
});
