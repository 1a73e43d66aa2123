// @dex/multicall/viem: calls encoded and answers decoded with a viem ABI, and a viem client as the
// EIP-1193 provider createMulticall reads through. viem is an optional peer dependency: only this
// entry imports it.
import type { Eip1193Provider } from '@dex/primitives';
import {
  type Abi,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type ParseAbi,
  parseAbi,
} from 'viem';
import { MULTICALL_ABI } from './abi';
import type { CallState } from './callState';
import {
  type DecodedCallState as DecodedCallStateOf,
  decodeState,
  decodeStates,
  withGas,
} from './decodedStates';
import { type Call, validateChecksummedContract } from './validation';

// The contract's ABI as text, for this library's parser (the root entry has only the selectors).
export { MULTICALL_ABI };

type ReadMutability = 'pure' | 'view';
/** The names of `abi`'s read functions. */
export type ReadFunctionName<TAbi extends Abi> = ContractFunctionName<TAbi, ReadMutability>;
/** The arguments of read function `TName` of `abi`. */
export type ReadFunctionArgs<
  TAbi extends Abi,
  TName extends ReadFunctionName<TAbi>,
> = ContractFunctionArgs<TAbi, ReadMutability, TName>;
/** A CallState with the return data decoded by viem: the function's return value. */
export type DecodedCallState<
  TAbi extends Abi,
  TName extends ReadFunctionName<TAbi>,
> = DecodedCallStateOf<ContractFunctionReturnType<TAbi, ReadMutability, TName>>;

/** Anything with viem's `request` (a PublicClient, a WalletClient, a transport's client). */
export interface ViemRequester {
  // biome-ignore lint/suspicious/noExplicitAny: viem types each method's parameters; any accepts them all.
  request(args: any): Promise<unknown>;
}

/**
 * A viem client as the EIP-1193 provider createMulticall, createBlockTracker and deployMulticall
 * take: requests go through the client's transport (its batching, retries and fallbacks).
 */
export function providerFromViemClient(client: ViemRequester): Eip1193Provider {
  return { request: (args) => client.request(args) };
}

/** MULTICALL_ABI as viem's parseAbi types it. */
export type MulticallAbi = ParseAbi<typeof MULTICALL_ABI>;

let multicallAbi: MulticallAbi | undefined;
/** MULTICALL_ABI parsed by viem, made on first use. */
export function getMulticallAbi(): MulticallAbi {
  multicallAbi ??= parseAbi(MULTICALL_ABI);
  return multicallAbi;
}

// viem's own generics are checked at the public signatures; inside, one loose call shape.
const encode = encodeFunctionData as (options: {
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
}) => `0x${string}`;
const decode = decodeFunctionResult as (options: {
  abi: Abi;
  functionName: string;
  data: `0x${string}`;
}) => unknown;

/**
 * `functionName(args)` on one contract for each entry of `argsList`; `undefined` args stay
 * `undefined`. A malformed or zero address throws InvalidAddressError here, not later in watch().
 */
export function singleContractCalls<
  const TAbi extends Abi,
  TName extends ReadFunctionName<TAbi>,
>(options: {
  readonly abi: TAbi;
  readonly address: string;
  readonly functionName: TName;
  readonly argsList: readonly (ReadFunctionArgs<TAbi, TName> | undefined)[];
  readonly gasRequired?: number;
}): (Call | undefined)[] {
  const { abi, functionName, gasRequired } = options;
  const address = validateChecksummedContract(options.address, getAddress);
  return options.argsList.map((args) =>
    args === undefined
      ? undefined
      : withGas(
          { address, callData: encode({ abi, functionName, args: args as readonly unknown[] }) },
          gasRequired,
        ),
  );
}

/**
 * The same `functionName(args)` on each contract; `undefined` addresses stay `undefined`. A
 * malformed or zero address throws InvalidAddressError here, not later in watch().
 */
export function multipleContractCalls<
  const TAbi extends Abi,
  TName extends ReadFunctionName<TAbi>,
>(options: {
  readonly abi: TAbi;
  readonly addresses: readonly (string | undefined)[];
  readonly functionName: TName;
  readonly args?: ReadFunctionArgs<TAbi, TName>;
  readonly gasRequired?: number;
}): (Call | undefined)[] {
  const { abi, functionName, gasRequired } = options;
  const args = (options.args ?? []) as readonly unknown[];
  const callData = encode({ abi, functionName, args });
  return options.addresses.map((address) =>
    address === undefined
      ? undefined
      : withGas(
          { address: validateChecksummedContract(address, getAddress), callData },
          gasRequired,
        ),
  );
}

/** Decodes a call's data with `functionName`'s outputs; empty or malformed data marks it errored. */
export function decodeCallState<const TAbi extends Abi, TName extends ReadFunctionName<TAbi>>(
  options: { readonly abi: TAbi; readonly functionName: TName },
  state: CallState,
): DecodedCallState<TAbi, TName> {
  const { abi, functionName } = options;
  return decodeState(abi, functionName, state, (data) =>
    decode({ abi, functionName, data }),
  ) as DecodedCallState<TAbi, TName>;
}

/** decodeCallState for every state; the same array back when no state changed. */
export function decodeCallStates<const TAbi extends Abi, TName extends ReadFunctionName<TAbi>>(
  options: { readonly abi: TAbi; readonly functionName: TName },
  states: readonly CallState[],
): readonly DecodedCallState<TAbi, TName>[] {
  const { abi, functionName } = options;
  return decodeStates(abi, functionName, states, (data) =>
    decode({ abi, functionName, data }),
  ) as readonly DecodedCallState<TAbi, TName>[];
}
