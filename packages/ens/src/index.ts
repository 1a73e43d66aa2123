// @dex/ens: the public API.
// Re-exported where callers have always found them: the registry address lives in @dex/chains,
// the request function type in @dex/primitives.
export { ENS_REGISTRY_ADDRESS } from '@dex/chains';
export type { RequestFunction } from '@dex/primitives';
export {
  ENS_SELECTORS,
  type EnsOptions,
  isEnsName,
  lookupEnsName,
  lookupRecipient,
  resolveEnsAddress,
  resolveEnsContenthash,
} from './ens';
export {
  hasEnsNameShape,
  type RecipientLookup,
  recipientWithoutEns,
  type TypedRecipient,
  typedRecipient,
} from './recipient';
