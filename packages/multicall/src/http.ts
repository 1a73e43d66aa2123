// @dex/multicall/http: the batched JSON-RPC transport over HTTP (one request per window of 50 ms,
// the node's chain checked), for createMulticall's `provider`. An entry of its own because a dapp
// that reads through its library's client (viem's providerFromViemClient) does not need it.
export {
  type BatchProvider,
  type BatchProviderOptions,
  createBatchProvider,
  type FetchLike,
} from './batchProvider';
export {
  BatchSendError,
  HttpStatusError,
  JsonParseError,
  RequestTimeoutError,
  ResponseTooLargeError,
  UnexpectedResponseError,
} from './errors';
export { type NodeStatus, nodeStatusOf } from './nodeStatus';
