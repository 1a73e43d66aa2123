import { getChainInfo } from '@dex/chains';
import { type Currency, NativeCurrency, type Token } from '@uniswap/sdk-core';
import { toSdkToken } from './tokens';

/**
 * A chain's native coin whose wrapped token comes from `@dex/chains`. The SDK's `Ether` only
 * knows the WETH9 addresses of public chains, so it cannot wrap on the devnet.
 */
export class ChainNativeCurrency extends NativeCurrency {
  readonly #wrapped: Token;

  constructor(wrapped: Token, symbol: string, name: string, decimals = 18) {
    super(wrapped.chainId, decimals, symbol, name);
    this.#wrapped = wrapped;
  }

  get wrapped(): Token {
    return this.#wrapped;
  }

  equals(other: Currency): boolean {
    return other.isNative && other.chainId === this.chainId;
  }
}

const cache = new Map<number, ChainNativeCurrency>();

/** The native currency of a `@dex/chains` chain (one instance per chain), or undefined if unknown. */
export function getNativeCurrency(chainId: number): ChainNativeCurrency | undefined {
  const cached = cache.get(chainId);
  if (cached) return cached;
  const chain = getChainInfo(chainId);
  if (!chain) return undefined;
  const { symbol, name, decimals } = chain.nativeCurrency;
  const native = new ChainNativeCurrency(
    toSdkToken(chain.wrappedNativeToken),
    symbol,
    name,
    decimals,
  );
  cache.set(chainId, native);
  return native;
}
