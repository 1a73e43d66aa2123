// The chain registry's own failure, a DexError with a stable 'chains/<what>' code.
import { DexError } from '@dex/primitives';

/**
 * A chain definition that cannot work: a feature without the contracts it needs, or a factory
 * without its init code hash (or the reverse). Thrown when the registry is built, so at startup.
 */
export class InvalidChainDefinitionError extends DexError {
  readonly chainId: number;

  constructor(chainId: number, message: string) {
    super('chains/invalid-definition', message);
    this.chainId = chainId;
  }
}
