// @dex/ens: the public API.
export {
  ENS_REGISTRY_ADDRESS,
  type EnsOptions,
  isEnsName,
  lookupEnsName,
  lookupRecipient,
  type RecipientLookup,
  type RequestFunction,
  resolveEnsAddress,
} from './ens';
