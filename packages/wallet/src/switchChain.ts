import { getChainInfo } from '@dex/chains';
import { type Eip1193Provider, parseChainId, toHexChainId } from './eip1193';
import {
  ChainNotAddedError,
  getProviderErrorCode,
  isUserRejection,
  toWalletError,
  UnsupportedNetworkIdError,
  UserRejectedRequestError,
} from './errors';

/** EIP-3085 `AddEthereumChainParameter`. */
export interface AddEthereumChainParameter {
  readonly chainId: `0x${string}`;
  readonly chainName: string;
  readonly nativeCurrency: {
    readonly name: string;
    readonly symbol: string;
    readonly decimals: number;
  };
  readonly rpcUrls: readonly string[];
  readonly blockExplorerUrls?: readonly string[];
}

export interface SwitchChainOptions {
  /** RPC URLs to offer the wallet per chain (the app's configured ones); the registry's otherwise. */
  readonly rpcUrls?: Readonly<Record<number, readonly string[]>>;
}

/** The `wallet_addEthereumChain` parameters for a chain of the @dex/chains registry. */
export function getAddChainParameters(
  chainId: number,
  options: SwitchChainOptions = {},
): AddEthereumChainParameter {
  const chain = getChainInfo(chainId);
  if (!chain) throw new UnsupportedNetworkIdError(chainId);
  const rpcUrls = options.rpcUrls?.[chainId] ?? chain.rpcUrls;
  if (rpcUrls.length === 0) throw new UnsupportedNetworkIdError(chainId);
  return {
    chainId: toHexChainId(chainId),
    chainName: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...rpcUrls],
    ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
  };
}

const CHAIN_NOT_ADDED = 4902;

/**
 * Asks the wallet to switch to `chainId` (`wallet_switchEthereumChain`); when the wallet does not
 * know the chain (4902) it adds it from the registry (`wallet_addEthereumChain`) and switches
 * again if adding did not already. A declined prompt throws `UserRejectedRequestError`.
 */
export async function switchChain(
  provider: Eip1193Provider,
  chainId: number,
  options: SwitchChainOptions = {},
): Promise<void> {
  const hexChainId = toHexChainId(chainId);
  const requestSwitch = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexChainId }] });
  try {
    await requestSwitch();
    return;
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedRequestError(error);
    if (getProviderErrorCode(error) !== CHAIN_NOT_ADDED) throw toWalletError(error);
  }
  const parameters = getAddChainParameters(chainId, options);
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [parameters] });
    // Most wallets switch as part of adding; ask again only if this one did not.
    const current = parseChainId(await provider.request({ method: 'eth_chainId' }));
    if (current !== chainId) await requestSwitch();
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedRequestError(error);
    if (getProviderErrorCode(error) === CHAIN_NOT_ADDED)
      throw new ChainNotAddedError(chainId, error);
    throw toWalletError(error);
  }
}
