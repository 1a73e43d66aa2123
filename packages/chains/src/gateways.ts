import type { ContentGateways } from './types';

// Protocol Labs' public gateways. The 2021 app used Cloudflare's, which was retired in 2024.
export const DEFAULT_CONTENT_GATEWAYS: ContentGateways = {
  ipfs: ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/'],
  ipns: ['https://ipfs.io/ipns/', 'https://dweb.link/ipns/'],
};
