// Encode calls and decode their states with an ethers Interface, for the two common shapes:
// one contract with many inputs, and many contracts with one input.
import type { Interface, Result } from 'ethers';
import type { CallState } from './callState';
import { ResultParsingError } from './errors';
import { getOrCreate } from './getOrCreate';
import { type Call, validateContractAddress } from './validation';

/** Anything ethers can encode as one function's arguments. */
export type CallInputs = readonly unknown[];

/** A CallState with the return data decoded by the function's ABI. */
export interface DecodedCallState {
  readonly valid: boolean;
  readonly loading: boolean;
  readonly syncing: boolean;
  /**
   * The call reverted, returned nothing or undecodable data, or its fetch failed with no data yet.
   * A failed refresh of earlier data keeps `result` and sets `syncing` (stale) instead.
   */
  readonly error: boolean;
  readonly result: Result | undefined;
  readonly blockNumber: number | undefined;
  /** ResultParsingError ("Result data parsing failed"), or the (last) fetch failure. */
  readonly errorCause: Error | undefined;
}

/**
 * `method(inputs)` on one contract for each entry of `inputsList`; `undefined` inputs stay
 * `undefined`. A malformed or zero address throws InvalidAddressError here, not later in watch().
 */
export function singleContractCalls(
  contractInterface: Interface,
  address: string,
  method: string,
  inputsList: readonly (CallInputs | undefined)[],
  gasRequired?: number,
): (Call | undefined)[] {
  const fragment = contractInterface.getFunction(method);
  if (!fragment) throw new Error(`Unknown function: ${method}`);
  const target = validateContractAddress(address);
  return inputsList.map((inputs) =>
    inputs === undefined
      ? undefined
      : withGas(
          { address: target, callData: contractInterface.encodeFunctionData(fragment, inputs) },
          gasRequired,
        ),
  );
}

/**
 * The same `method(inputs)` on each contract; `undefined` addresses stay `undefined`. A malformed
 * or zero address throws InvalidAddressError here, not later in watch().
 */
export function multipleContractCalls(
  contractInterface: Interface,
  addresses: readonly (string | undefined)[],
  method: string,
  inputs: CallInputs = [],
  gasRequired?: number,
): (Call | undefined)[] {
  const fragment = contractInterface.getFunction(method);
  if (!fragment) throw new Error(`Unknown function: ${method}`);
  const callData = contractInterface.encodeFunctionData(fragment, inputs);
  return addresses.map((address) =>
    address === undefined
      ? undefined
      : withGas({ address: validateContractAddress(address), callData }, gasRequired),
  );
}

function withGas(call: Call, gasRequired: number | undefined): Call {
  return gasRequired === undefined ? call : { ...call, gasRequired };
}

// Decoded states are cached per raw state object, so a stable CallState gives a stable result.
const decodedCache = new WeakMap<Interface, Map<string, WeakMap<CallState, DecodedCallState>>>();

function cacheFor(
  contractInterface: Interface,
  method: string,
): WeakMap<CallState, DecodedCallState> {
  const byMethod = getOrCreate(decodedCache, contractInterface, () => new Map());
  return getOrCreate(byMethod, method, () => new WeakMap());
}

/** Decodes a call's data with `method`'s outputs; empty or malformed data marks it errored. */
export function decodeCallState(
  contractInterface: Interface,
  method: string,
  state: CallState,
): DecodedCallState {
  const cache = cacheFor(contractInterface, method);
  const cached = cache.get(state);
  if (cached) return cached;
  const base = {
    valid: state.valid,
    loading: state.loading,
    syncing: state.syncing,
    blockNumber: state.blockNumber,
  };
  let decoded: DecodedCallState;
  if (state.data === undefined) {
    decoded = { ...base, error: state.error, result: undefined, errorCause: state.fetchError };
  } else {
    let result: Result | undefined;
    let parseError: ResultParsingError | undefined;
    try {
      if (state.data === '0x') throw new Error('empty return data');
      result = contractInterface.decodeFunctionResult(method, state.data);
    } catch (error) {
      parseError = new ResultParsingError(error);
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

/** decodeCallState for every state; the same array back when no state changed. */
export function decodeCallStates(
  contractInterface: Interface,
  method: string,
  states: readonly CallState[],
): readonly DecodedCallState[] {
  const arrays = arrayCacheFor(contractInterface, method);
  const cached = arrays.get(states);
  if (cached) return cached;
  const decoded = states.map((state) => decodeCallState(contractInterface, method, state));
  arrays.set(states, decoded);
  return decoded;
}

const arrayCache = new WeakMap<
  Interface,
  Map<string, WeakMap<readonly CallState[], readonly DecodedCallState[]>>
>();

function arrayCacheFor(contractInterface: Interface, method: string) {
  const byMethod = getOrCreate(arrayCache, contractInterface, () => new Map());
  return getOrCreate(byMethod, method, () => new WeakMap());
}
