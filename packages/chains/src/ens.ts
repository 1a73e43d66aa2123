import type { Address } from './types';

/** The ENS registry: one address on mainnet and the test networks that have ENS. */
export const ENS_REGISTRY_ADDRESS: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e';
