// The README's "no multicall contract yet" path on a bare anvil: the default address reports
// plainly that nothing is there; deployMulticall puts one up and reads work through it.
import { type AnvilProcess, freePort, startAnvil } from '@dex-tooling/devnet';
import { Interface } from 'ethers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deployMulticall } from '../src/deploy';
import { multipleContractCalls } from '../src/ethers';
import { createBatchProvider } from '../src/http';
import {
  type CallsWatch,
  createMulticall,
  MissingMulticallContractError,
  MULTICALL3_ADDRESS,
} from '../src/index';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MULTICALL = new Interface(['function getEthBalance(address) view returns (uint256)']);
let anvil: AnvilProcess;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() });
}, 30_000);
afterAll(async () => {
  await anvil?.stop();
});

async function settledState(watch: CallsWatch) {
  const stop = watch.subscribe(() => {});
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const [state] = watch.getSnapshot();
    if (state && !state.loading) {
      stop();
      return state;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  stop();
  throw new Error('the call never settled');
}

it('reports the missing contract, then reads through a deployed one', async () => {
  const provider = createBatchProvider({ url: anvil.rpcUrl, chainId: 31337 });
  const bare = createMulticall({ chainId: 31337, provider });
  const missing = await settledState(
    bare.watch(
      multipleContractCalls(MULTICALL, [MULTICALL3_ADDRESS], 'getEthBalance', [ACCOUNT_0]),
    ),
  );
  expect(missing.fetchError).toBeInstanceOf(MissingMulticallContractError);
  expect(missing.fetchError?.message).toBe(`No contract at ${MULTICALL3_ADDRESS} on chain 31337`);

  const multicallAddress = await deployMulticall(provider, { from: ACCOUNT_0 });
  const multicall = createMulticall({ chainId: 31337, provider, multicallAddress });
  const state = await settledState(
    multicall.watch(
      multipleContractCalls(MULTICALL, [multicallAddress], 'getEthBalance', [ACCOUNT_0]),
    ),
  );
  expect(state.error).toBe(false);
  const [balance] = MULTICALL.decodeFunctionResult('getEthBalance', state.data as string);
  expect(balance).toBeGreaterThan(9_000n * 10n ** 18n); // anvil funds account #0 with 10,000 ETH
}, 30_000);
