// signPermit: an EIP-2612 ("amount") or DAI-style ("allowed") permit signed by the wallet instead
// of an approve transaction (spec §4/§7). Its deadline comes from the chain's clock: the write's
// own deadline (latest block time + the user's deadline) plus spec §9's 1200 s, so the permit
// outlives the write it goes with. The wallet signs only on the chain the permit names (its
// domain's chain id): on another chain the signature would be worthless, or worse, usable there.

import type { Eip1193Provider } from '@dex/primitives';
import { InvalidArgumentError } from '@dex/primitives';
import {
  NoSignatureError,
  requireWalletChain,
  toWalletError,
  type WalletError,
  WalletNotConnectedError,
} from '@dex/wallet';
import {
  PERMIT_VALIDITY_BUFFER_SECONDS,
  type PermitInfo,
  type PermitRequest,
  permitTypedData,
  type SignedPermit,
  splitPermitSignature,
  toSignedPermit,
} from './permit';

export interface SignPermitParameters {
  /** The connected wallet (signs with `eth_signTypedData_v4`). */
  readonly provider: Eip1193Provider | null | undefined;
  /** The token holder; the wallet signs as this account. */
  readonly account: string;
  /**
   * The token's permit support for `account` (`resolvePermitInfo`). Its domain's
   * `chainId` is the chain the permit is for: the wallet must answer it to `eth_chainId`.
   */
  readonly info: PermitInfo;
  readonly spender: string;
  /** Raw token units the spender may take (EIP-2612; DAI-style permits allow everything). */
  readonly value: bigint;
  /**
   * The chain's clock: seconds of the latest block (e.g. @dex/write's `readChainTime` over a read
   * transport); when it rejects (`ChainTimeUnknownError`), nothing is signed.
   */
  readonly chainTime: () => bigint | Promise<bigint>;
  /** The user's transaction deadline, in seconds from the chain's now. */
  readonly deadlineSeconds: number;
}

/** The signed permit, exactly as signed: chain, token, nonce, spender, amount and deadline. */
export type SignPermitReturnType = SignedPermit;

/** What `signPermit` rejects with, besides whatever `chainTime` rejects with. */
export type SignPermitErrorType =
  | WalletNotConnectedError
  | NoSignatureError
  | WalletError
  | RangeError;

// @spec 000 §9.5 Permit deadline
/** The permit's deadline: the write's deadline by the chain's clock plus spec §9's 1200 s. */
export function permitDeadline(chainNow: bigint, deadlineSeconds: number): bigint {
  if (!Number.isInteger(deadlineSeconds) || deadlineSeconds <= 0) {
    throw new InvalidArgumentError('The deadline must be a positive whole number of seconds');
  }
  return chainNow + BigInt(deadlineSeconds) + PERMIT_VALIDITY_BUFFER_SECONDS;
}

/**
 * Asks the wallet to sign the permit, after checking it is on the permit's chain. Rejects with
 * `WalletNotConnectedError`, the chain clock's error, the wallet's typed error
 * (`UserRejectedRequestError` for a "no", `WrongNetworkError` when the wallet is on another chain
 * than `info.domain.chainId`: nothing is signed), or `NoSignatureError` when it answers without a signature (or with
 * something that is not one, such as a smart-contract wallet's "0x").
 * @spec 000 §7.31 Permit
 */
export async function signPermit(parameters: SignPermitParameters): Promise<SignPermitReturnType> {
  const { provider, account, info, spender, value } = parameters;
  if (!provider) throw new WalletNotConnectedError();
  const deadline = permitDeadline(await parameters.chainTime(), parameters.deadlineSeconds);
  const request: PermitRequest = { owner: account, spender, value, deadline };
  await requireWalletChain(provider, info.domain.chainId);
  let signature: unknown;
  try {
    signature = await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account, permitTypedData(info, request)],
    });
  } catch (error) {
    throw toWalletError(error);
  }
  if (typeof signature !== 'string') throw new NoSignatureError();
  try {
    splitPermitSignature(signature);
  } catch {
    // Not a 65- or 64-byte signature: "0x" from a smart-contract wallet that signs on chain
    // later, an empty answer. Nothing usable came back.
    throw new NoSignatureError();
  }
  return toSignedPermit(info, request, signature);
}
