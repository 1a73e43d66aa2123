import type { SignedPermit } from '@dex/approvals';
import type { Eip1193Provider } from '@dex/primitives';
import { SwapFailedError, swapSpender } from '@dex/router';
import { MissingDependenciesError } from '@dex/write';
import { describe, expect, it, vi } from 'vitest';
import { type ReviewedSwapWriteInput, reviewedSwapWrite, type SwapWriteEngine } from './swapWrite';
import { ACCOUNT, CHAIN, trade } from './wethDaiTrade.testing';

const V2_ROUTER = swapSpender(CHAIN, 'v2');
const permit = { deadline: 10n ** 10n } as unknown as SignedPermit;

function writeOf(overrides: Partial<ReviewedSwapWriteInput> = {}) {
  const engine: SwapWriteEngine = {
    reviewedSwapCalls: vi.fn(() => [{ address: '0xrouter', callData: '0x' }]),
    explainSwapEstimateFailure: vi.fn(async () => new SwapFailedError('explained')),
  };
  const input: ReviewedSwapWriteInput = {
    review: { chainId: CHAIN, account: ACCOUNT, trade, allowedSlippageBips: 50, recipient: null },
    engine,
    chainId: CHAIN,
    account: ACCOUNT,
    walletConnected: () => true,
    approvedRouter: V2_ROUTER,
    permit: () => permit,
    chainTime: async () => 1_000n,
    deadlineSeconds: () => 1200,
    ...overrides,
  };
  return { write: reviewedSwapWrite(input), engine };
}

describe('reviewedSwapWrite', () => {
  it('builds the reviewed trade’s calls through its router, on the chain’s clock', async () => {
    const { write, engine } = writeOf();
    expect(write.account).toBe(ACCOUNT);
    await write.calls();
    expect(engine.reviewedSwapCalls).toHaveBeenCalledWith(
      trade,
      expect.objectContaining({
        routerAddress: V2_ROUTER,
        account: ACCOUNT,
        recipient: null,
        allowedSlippageBips: 50,
        chainTime: 1_000n,
        deadlineSeconds: 1200,
        permit,
      }),
    );
  });

  it('sends no permit signed for another router, and never asks for it then', async () => {
    const permitOf = vi.fn(() => permit);
    const { write, engine } = writeOf({ approvedRouter: '0xother', permit: permitOf });
    await write.calls();
    expect(permitOf).not.toHaveBeenCalled();
    expect(engine.reviewedSwapCalls).toHaveBeenCalledWith(
      trade,
      expect.objectContaining({ permit: null }),
    );
  });

  it('fails as missing dependencies without the engine, an account or a wallet', async () => {
    await expect(writeOf({ engine: null }).write.calls()).rejects.toBeInstanceOf(
      MissingDependenciesError,
    );
    await expect(writeOf({ account: null }).write.calls()).rejects.toBeInstanceOf(
      MissingDependenciesError,
    );
    await expect(writeOf({ walletConnected: () => false }).write.calls()).rejects.toBeInstanceOf(
      MissingDependenciesError,
    );
  });

  it('explains a failed estimate by the engine and words a failed send as "Swap failed"', async () => {
    const { write, engine } = writeOf();
    const wallet = {} as Eip1193Provider;
    const call = { address: '0xrouter', callData: '0x' };
    await write.explainEstimateFailure?.([{ call, error: new Error('reverted') }], wallet);
    expect(engine.explainSwapEstimateFailure).toHaveBeenCalledWith(wallet, ACCOUNT, [call]);
    type WalletFailure = Parameters<NonNullable<typeof write.sendFailure>>[0];
    const failure = write.sendFailure?.(new Error('nonce too low') as WalletFailure);
    expect(failure).toBeInstanceOf(SwapFailedError);
  });
});
