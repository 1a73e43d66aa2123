// @dex/multicall/ethers: calls encoded and answers decoded with an ethers Interface, for the two
// common shapes (one contract with many inputs, many contracts with one input). ethers is an
// optional peer dependency: only this entry imports it.
import { getAddress, Interface, type Result } from 'ethers';
import { MULTICALL_ABI } from './abi';
import type { CallState } from './callState';
import {
  type DecodedCallState as DecodedCallStateOf,
  decodeState,
  decodeStates,
  withGas,
} from './decodedStates';
import { ValidationError } from './errors';
import { type Call, validateChecksummedContract } from './validation';

// The contract's ABI as text, for this library's parser (the root entry has only the selectors).
export { MULTICALL_ABI };

/** Anything ethers can encode as one function's arguments. */
export type CallInputs = readonly unknown[];

/** A CallState with the return data decoded by an ethers Interface. */
export type DecodedCallState = DecodedCallStateOf<Result>;

let multicallInterface: Interface | undefined;
/** The shared ethers Interface for MULTICALL_ABI, made on first use. */
export function getMulticallInterface(): Interface {
  multicallInterface ??= new Interface(MULTICALL_ABI);
  return multicallInterface;
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
  if (!fragment) throw new ValidationError(`Unknown function: ${method}`);
  const target = validateChecksummedContract(address, getAddress);
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
  if (!fragment) throw new ValidationError(`Unknown function: ${method}`);
  const callData = contractInterface.encodeFunctionData(fragment, inputs);
  return addresses.map((address) =>
    address === undefined
      ? undefined
      : withGas(
          { address: validateChecksummedContract(address, getAddress), callData },
          gasRequired,
        ),
  );
}

/** Decodes a call's data with `method`'s outputs; empty or malformed data marks it errored. */
export function decodeCallState(
  contractInterface: Interface,
  method: string,
  state: CallState,
): DecodedCallState {
  return decodeState(contractInterface, method, state, (data) =>
    contractInterface.decodeFunctionResult(method, data),
  );
}

/** decodeCallState for every state; the same array back when no state changed. */
export function decodeCallStates(
  contractInterface: Interface,
  method: string,
  states: readonly CallState[],
): readonly DecodedCallState[] {
  return decodeStates(contractInterface, method, states, (data) =>
    contractInterface.decodeFunctionResult(method, data),
  );
}
