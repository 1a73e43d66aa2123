// A multicall contract for a chain that has none (a fresh anvil, hardhat or geth --dev node):
// deploys our Multicall2-compatible contract from a funded, unlocked account and returns its
// address for createMulticall's `multicallAddress`.
import { checksumAddress, type Eip1193Provider, type Hex } from '@dex/primitives';
import { RpcError } from './errors';
import { MULTICALL_CREATION_CODE } from './multicallBytecode.generated';
import { defaultTimers, type Timers } from './timers';
import { validateChecksum } from './validation';

export { MULTICALL_CREATION_CODE };

export interface DeployMulticallOptions {
  /** The sending account; the node must sign for it (anvil's and hardhat's dev accounts do). */
  from: string;
  /** How often the receipt is asked for; 250 ms by default. */
  pollIntervalMs?: number;
  /** Gives up after this long without a receipt; 60 s by default. */
  timeoutMs?: number;
  timers?: Timers;
}

interface Receipt {
  status?: string;
  contractAddress?: string | null;
}

/** Sends the deployment and waits for its receipt; resolves with the new contract's address. */
export async function deployMulticall(
  provider: Eip1193Provider,
  options: DeployMulticallOptions,
): Promise<string> {
  const from = validateChecksum(options.from, checksumAddress);
  const timers = options.timers ?? defaultTimers;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, data: MULTICALL_CREATION_CODE }],
  })) as Hex;
  const wait = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));
  for (let waited = 0; waited <= timeoutMs; waited += pollIntervalMs) {
    const receipt = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as Receipt | null;
    if (receipt) {
      if (receipt.status !== '0x1' || !receipt.contractAddress) {
        throw new RpcError(`The multicall deployment ${hash} failed`);
      }
      return validateChecksum(receipt.contractAddress, checksumAddress);
    }
    await wait(pollIntervalMs);
  }
  throw new RpcError(`No receipt for the multicall deployment ${hash} within ${timeoutMs} ms`);
}
