// A CallState with its return data decoded by some library's ABI (the /ethers and /viem entries
// pass their decoder). Decoded states are cached per raw state object and per ABI object, so a
// stable CallState gives a stable result and an unchanged array of states the same array back.
import type { Hex } from '@dex/primitives';
import type { CallState } from './callState';
import { ResultParsingError } from './errors';
import { getOrCreate } from './getOrCreate';

/** A CallState with the return data decoded by the function's ABI. */
export interface DecodedCallState<TResult> {
  readonly valid: boolean;
  readonly loading: boolean;
  readonly syncing: boolean;
  /**
   * The call reverted, returned nothing or undecodable data, or its fetch failed with no data yet.
   * A failed refresh of earlier data keeps `result` and sets `syncing` (stale) instead.
   */
  readonly error: boolean;
  readonly result: TResult | undefined;
  readonly blockNumber: number | undefined;
  /** ResultParsingError ("Result data parsing failed"), or the (last) fetch failure. */
  readonly errorCause: Error | undefined;
}

/** Decodes one function's return data; throws when it does not decode. */
export type ReturnDataDecoder<TResult> = (data: Hex) => TResult;

const stateCache = new WeakMap<object, Map<string, WeakMap<CallState, unknown>>>();
const arrayCache = new WeakMap<object, Map<string, WeakMap<readonly CallState[], unknown>>>();

function cacheFor<K extends object, V>(
  caches: WeakMap<object, Map<string, WeakMap<K, unknown>>>,
  abi: object,
  method: string,
): WeakMap<K, V> {
  const byMethod = getOrCreate(caches, abi, () => new Map());
  return getOrCreate(byMethod, method, () => new WeakMap()) as WeakMap<K, V>;
}

/** `state` decoded with `decode` (cached under `abi` and `method`); empty or bad data is an error. */
export function decodeState<TResult>(
  abi: object,
  method: string,
  state: CallState,
  decode: ReturnDataDecoder<TResult>,
): DecodedCallState<TResult> {
  const cache = cacheFor<CallState, DecodedCallState<TResult>>(stateCache, abi, method);
  const cached = cache.get(state);
  if (cached) return cached;
  const base = {
    valid: state.valid,
    loading: state.loading,
    syncing: state.syncing,
    blockNumber: state.blockNumber,
  };
  let decoded: DecodedCallState<TResult>;
  if (state.data === undefined) {
    decoded = { ...base, error: state.error, result: undefined, errorCause: state.fetchError };
  } else {
    let result: TResult | undefined;
    let parseError: ResultParsingError | undefined;
    if (state.data === '0x') {
      // No return data (no contract, or a revert without a reason): nothing to decode.
      parseError = new ResultParsingError();
    } else {
      try {
        result = decode(state.data as Hex);
      } catch (error) {
        parseError = new ResultParsingError(error);
      }
    }
    decoded = {
      ...base,
      error: parseError !== undefined || state.error,
      result,
      errorCause: parseError ?? state.fetchError,
    };
  }
  cache.set(state, decoded);
  return decoded;
}

/** decodeState for every state; the same array back when no state changed. */
export function decodeStates<TResult>(
  abi: object,
  method: string,
  states: readonly CallState[],
  decode: ReturnDataDecoder<TResult>,
): readonly DecodedCallState<TResult>[] {
  const arrays = cacheFor<readonly CallState[], readonly DecodedCallState<TResult>[]>(
    arrayCache,
    abi,
    method,
  );
  const cached = arrays.get(states);
  if (cached) return cached;
  const decoded = states.map((state) => decodeState(abi, method, state, decode));
  arrays.set(states, decoded);
  return decoded;
}

/** The call with `gasRequired` when one is given. */
export function withGas<TCall extends object>(
  call: TCall,
  gasRequired: number | undefined,
): TCall & { gasRequired?: number } {
  return gasRequired === undefined ? call : { ...call, gasRequired };
}
