import { describe, expect, it } from 'vitest';
import { SwapGasEstimateError } from './errors';
import { SWAP_ERROR_MESSAGES } from './swapErrors';

describe('swap errors', () => {
  it.each([
    [SWAP_ERROR_MESSAGES.deadlinePassed, 'router/swap-deadline-passed'],
    [SWAP_ERROR_MESSAGES.priceMovement, 'router/swap-price-movement'],
    [SWAP_ERROR_MESSAGES.transferFailed, 'router/swap-transfer-failed'],
    [SWAP_ERROR_MESSAGES.invariant, 'router/swap-invariant'],
    [SWAP_ERROR_MESSAGES.unexpectedEstimateIssue, 'router/swap-unexpected-estimate'],
    [SWAP_ERROR_MESSAGES.couldNotEstimate, 'router/swap-gas-estimate'],
  ])('a gas-estimate failure "%s" has the code %s', (message, code) => {
    const error = new SwapGasEstimateError(message);
    expect(error.message).toBe(message);
    expect(error.errorCode).toBe(code);
  });
});
