// The write of the swap the user reviewed (spec 000 §4 swap flow, §7 "Swap"): its calls through
// the reviewed trade's own router with the reviewed slippage and recipient, the deadline on the
// chain's clock and a permit only when it was signed for that router; the one request both the
// review's network cost and the send use. The calls are built when the write starts.
import type { SignedPermit } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import {
  type explainSwapEstimateFailure,
  type reviewedSwapCalls,
  SwapFailedError,
  swapSpender,
  tradeRouterKind,
} from '@dex/router';
import { type ChainTime, MissingDependenciesError, type SendWriteParameters } from '@dex/write';
import type { SwapReview } from './swapReview';

/** What the write needs of the trade engine (@dex/router's swap calls, loaded on demand). */
export interface SwapWriteEngine {
  readonly reviewedSwapCalls: typeof reviewedSwapCalls;
  readonly explainSwapEstimateFailure: typeof explainSwapEstimateFailure;
}

export interface ReviewedSwapWriteInput {
  readonly review: SwapReview;
  /** There whenever a trade is; null fails the write with MissingDependenciesError. */
  readonly engine: SwapWriteEngine | null;
  readonly chainId: number;
  readonly account: string | null | undefined;
  /** Whether a wallet is connected, asked when the calls are built. */
  readonly walletConnected: () => boolean;
  /** The router the page's approval is for (the one a signed permit was signed for). */
  readonly approvedRouter: string | null;
  /** The page's usable permit for that router (null for none, or for the V2 router). */
  readonly permit: () => SignedPermit | null;
  /** The chain's latest block time, asked when the calls are built. */
  readonly chainTime: ChainTime;
  /** The user's deadline setting in seconds, read when the calls are built. */
  readonly deadlineSeconds: () => number;
}

/** `review`'s write: its candidate calls in the order they are estimated, and how failures read. */
export function reviewedSwapWrite(input: ReviewedSwapWriteInput): Pick<
  SendWriteParameters,
  'account' | 'explainEstimateFailure' | 'sendFailure'
> & {
  readonly calls: () => Promise<ReturnType<typeof reviewedSwapCalls>>;
} {
  const { review, engine, account, chainId } = input;
  const { trade } = review;
  const routerAddress = swapSpender(chainId, tradeRouterKind(trade));
  // A permit signed for another router than the reviewed trade's is not sent with it.
  const permit = routerAddress === input.approvedRouter ? input.permit() : null;
  return {
    account: account ?? '',
    calls: async () => {
      if (!engine || !account || !input.walletConnected() || !routerAddress) {
        throw new MissingDependenciesError();
      }
      // The button blocks a forbidden recipient already; a swap never sends where the tokens
      // would be lost (@dex/router's reviewedSwapCalls refuses it).
      return engine.reviewedSwapCalls(trade, {
        routerAddress,
        account,
        recipient: review.recipient,
        allowedSlippageBips: review.allowedSlippageBips,
        chain: getChainInfo(chainId),
        chainTime: await input.chainTime(),
        deadlineSeconds: input.deadlineSeconds(),
        permit,
      });
    },
    explainEstimateFailure: (failures, wallet) => {
      if (!engine) throw new MissingDependenciesError();
      return engine.explainSwapEstimateFailure(
        wallet,
        account ?? '',
        failures.map((failure) => failure.call),
      );
    },
    // Spec §8: "Swap failed: {message}" for the wallet's other failures.
    sendFailure: (error) => new SwapFailedError(error.message, { cause: error }),
  };
}
