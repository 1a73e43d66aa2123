import type { ContentGateways } from './types';

/**
 * The public IPFS/IPNS gateways, Protocol Labs' (the 2021 app used Cloudflare's, retired in 2024):
 * every chain's default, and the one list token lists and logos fall back to.
 * @spec 000 §7.13 Content comes from IPFS/IPNS gateways (two
 */
export const DEFAULT_CONTENT_GATEWAYS: ContentGateways = {
  ipfs: ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/'],
  ipns: ['https://ipfs.io/ipns/', 'https://dweb.link/ipns/'],
};
