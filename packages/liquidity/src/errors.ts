// Liquidity-mining failures, a DexError with a stable 'liquidity/<what>' code. The V2 removal's
// refusals and the V2 add's are in v2/errors.ts.
import { DexError } from '@dex/primitives';

/**
 * One of a staking pool's reads has no answer yet or failed, so the pool is reported as failed
 * (its message is the failure's reason) instead of shown with made-up numbers.
 */
export class StakingReadError extends DexError {
  constructor(message: string) {
    super('liquidity/staking-read', message);
  }
}
