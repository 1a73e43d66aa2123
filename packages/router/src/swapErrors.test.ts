import { describe, expect, it } from 'vitest';
import { SWAP_ERROR_MESSAGES, selectSwapCall, swapRevertReasonToMessage } from './swapErrors';

describe('swapRevertReasonToMessage', () => {
  it.each([
    ['UniswapV2Router: EXPIRED', SWAP_ERROR_MESSAGES.deadlinePassed],
    ['Transaction too old', SWAP_ERROR_MESSAGES.deadlinePassed],
    ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', SWAP_ERROR_MESSAGES.priceMovement],
    ['UniswapV2Router: EXCESSIVE_INPUT_AMOUNT', SWAP_ERROR_MESSAGES.priceMovement],
    ['Too little received', SWAP_ERROR_MESSAGES.priceMovement],
    ['Insufficient WETH9', SWAP_ERROR_MESSAGES.priceMovement],
    ['execution reverted: Insufficient token', SWAP_ERROR_MESSAGES.priceMovement],
    ['TransferHelper: TRANSFER_FROM_FAILED', SWAP_ERROR_MESSAGES.transferFailed],
    ['UniswapV2: TRANSFER_FAILED', SWAP_ERROR_MESSAGES.transferFailed],
    ['STF', SWAP_ERROR_MESSAGES.transferFailed],
    ['UniswapV2: K', SWAP_ERROR_MESSAGES.invariant],
    ['execution reverted: UniswapV2: K', SWAP_ERROR_MESSAGES.invariant],
  ])('maps %s', (reason, message) => {
    expect(swapRevertReasonToMessage(reason)).toBe(message);
  });

  it('has the spec texts and no message for unknown reasons', () => {
    expect(SWAP_ERROR_MESSAGES.deadlinePassed).toBe(
      'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    );
    expect(SWAP_ERROR_MESSAGES.invariant).toBe(
      'The Uniswap invariant x*y=k was not satisfied by the swap. This usually means one of the tokens you are swapping incorporates custom behavior on transfer.',
    );
    expect(swapRevertReasonToMessage('UniswapV2: KK')).toBeUndefined();
    expect(swapRevertReasonToMessage(undefined)).toBeUndefined();
  });
});

describe('selectSwapCall', () => {
  it('sends the first call that estimated', () => {
    expect(
      selectSwapCall([
        { kind: 'reverted', reason: 'UniswapV2: K' },
        { kind: 'estimated', gasLimit: 100_000n },
      ]),
    ).toEqual({ index: 1, gasLimit: 100_000n });
  });

  it('explains failures in the spec words', () => {
    expect(selectSwapCall([{ kind: 'replaySucceeded' }])).toEqual({
      error: 'Unexpected issue with estimating the gas. Please try again.',
    });
    expect(selectSwapCall([{ kind: 'reverted', reason: 'Too much requested' }])).toEqual({
      error: SWAP_ERROR_MESSAGES.priceMovement,
    });
    expect(selectSwapCall([{ kind: 'reverted', reason: undefined }])).toEqual({
      error: 'Unexpected error. Could not estimate gas for the swap.',
    });
  });
});
