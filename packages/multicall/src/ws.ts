// @dex/multicall/ws: the block tracker's push source over the node's WebSocket (eth_subscribe
// newHeads, the chain checked first). An entry of its own because a dapp that polls does not need
// it, and the root entry stays within its 6 kB gzip.
export {
  createNewHeadsSource,
  type NewHeadsSocket,
  type NewHeadsSocketConstructor,
  type NewHeadsSourceOptions,
} from './newHeadsSource';
