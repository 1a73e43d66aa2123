// Spec 001 §7: the token reads include isArgentWallet(account). Argent accounts are smart-contract
// wallets: a token's permit recovers its signer with ecrecover, which no contract can produce, so
// a permit signed by (or for) an Argent wallet never works and such an account approves on chain.
// The answer comes from Argent's detector contract where the chain registry has one
// (`contracts.argentWalletDetector`, mainnet); on chains without one no account is an Argent wallet.

import type { ContractCall } from '@dex/primitives';
import { getAddress, Interface } from 'ethers';

export const ARGENT_WALLET_DETECTOR_INTERFACE = new Interface([
  'function isArgentWallet(address wallet) view returns (bool)',
]);

// @spec 001 §7.1 Token
/** The detector read for `account` (one @dex/multicall call). */
export function isArgentWalletCall(detector: string, account: string): ContractCall {
  return {
    address: getAddress(detector),
    callData: ARGENT_WALLET_DETECTOR_INTERFACE.encodeFunctionData('isArgentWallet', [
      getAddress(account),
    ]).toLowerCase(),
  };
}

/** The detector's answer; undefined when it failed or is not a boolean. */
export function decodeIsArgentWallet(data: string | undefined): boolean | undefined {
  if (!data || data === '0x') return undefined;
  try {
    const [answer] = ARGENT_WALLET_DETECTOR_INTERFACE.decodeFunctionResult('isArgentWallet', data);
    return typeof answer === 'boolean' ? answer : undefined;
  } catch {
    return undefined;
  }
}
