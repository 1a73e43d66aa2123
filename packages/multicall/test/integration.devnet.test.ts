// Against a real anvil node (from @dex-tooling/devnet) with the devnet's Multicall and DevERC20
// contracts deployed on a bare chain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnvilProcess,
  artifacts,
  DevnetClient,
  freePort,
  startAnvil,
} from '@dex-tooling/devnet';
import { type Contract, Interface } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCallStates, multipleContractCalls, singleContractCalls } from '../src/ethers';
import { createBatchProvider } from '../src/http';
import { type CallState, createBlockTracker, createMulticall, type Multicall } from '../src/index';
import { countingFetch } from './countingFetch';

const DEV_ERC20 = new Interface(artifacts.DevERC20.abi);
// A 3M gas limit makes large chunks run out of gas, as on a node with a low eth_call cap.
const ANVIL_ARGS = ['--gas-limit', '3000000'];
const TOKEN_COUNT = 12;
const HOLDERS = [
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
];
/** A deterministic, distinct balance per token and holder. */
const amount = (token: number, holder: number) => BigInt((token + 1) * 1000 + holder);

let port: number;
let anvil: AnvilProcess;
let deployer: DevnetClient;
let stateDir: string;
let multicallAddress: string;
const tokens: string[] = [];
const tokenContracts: Contract[] = [];

async function mint(token: number, to: string, value: bigint): Promise<void> {
  await deployer.send(tokenContracts[token] as Contract, 'mint', [to, value]);
}

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function client(options: { defaultGasRequired?: number } = {}) {
  const counter = countingFetch();
  const provider = createBatchProvider({ url: anvil.rpcUrl, chainId: 31337, fetch: counter.fetch });
  const blockTracker = createBlockTracker({ provider, pollIntervalMs: 150 });
  const multicall = createMulticall({
    chainId: 31337,
    provider,
    multicallAddress,
    blockTracker,
    retryMinWaitMs: 50,
    retryMaxWaitMs: 100,
    ...options,
  });
  return { multicall, requests: counter.requests };
}

function listen(
  multicall: Multicall,
  calls: Parameters<Multicall['watch']>[0],
  blocksPerFetch = 1,
) {
  const watch = multicall.watch(calls, { blocksPerFetch });
  const unsubscribe = watch.subscribe(() => {});
  return { watch, unsubscribe };
}

const settled = (states: readonly CallState[]) =>
  states.every((state) => !state.loading && !state.syncing);

describe('against anvil', () => {
  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'multicall-it-'));
    port = await freePort();
    anvil = await startAnvil({ port, args: ANVIL_ARGS });
    deployer = await DevnetClient.connect(anvil.rpcUrl);
    multicallAddress = await (await deployer.deploy(artifacts.Multicall)).getAddress();
    for (let token = 0; token < TOKEN_COUNT; token++) {
      const contract = await deployer.deploy(artifacts.DevERC20, [
        `T${token} Token`,
        `T${token}`,
        18,
      ]);
      tokenContracts.push(contract);
      tokens.push(await contract.getAddress());
      for (const [holder, account] of HOLDERS.entries())
        await mint(token, account, amount(token, holder));
    }
  }, 60_000);

  afterAll(async () => {
    deployer?.destroy();
    await anvil?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('reads the balances of many tokens and follows new blocks', async () => {
    const { multicall, requests } = client();
    const calls = tokens.flatMap((token) =>
      singleContractCalls(
        DEV_ERC20,
        token,
        'balanceOf',
        HOLDERS.map((holder) => [holder]),
      ),
    );
    const { watch, unsubscribe } = listen(multicall, calls);
    await waitFor(() => settled(watch.getSnapshot()) && watch.getSnapshot()[0]?.data !== undefined);
    const balances = decodeCallStates(DEV_ERC20, 'balanceOf', watch.getSnapshot()).map(
      (state) => state.result?.[0],
    );
    expect(balances).toEqual(
      tokens.flatMap((_, token) => HOLDERS.map((__, holder) => amount(token, holder))),
    );
    // The first HTTP request carried the node's chain id check and every call. (On a loaded
    // machine the listener's own fetch can go out a moment before the first poll, which then has
    // nothing left to read and asks eth_blockNumber inside that same request: still one request.)
    expect(requests[0]).toEqual(expect.arrayContaining(['eth_chainId', 'eth_call']));
    expect(requests[0]?.filter((method) => method === 'eth_call')).toHaveLength(1);

    await mint(0, HOLDERS[0] as string, 5n);
    await waitFor(() => {
      const [first] = decodeCallStates(DEV_ERC20, 'balanceOf', watch.getSnapshot());
      return first?.result?.[0] === amount(0, 0) + 5n;
    });
    unsubscribe();
  });

  it('isolates a failing call from its neighbours', async () => {
    const { multicall } = client();
    const calls = [
      ...multipleContractCalls(DEV_ERC20, [tokens[0], tokens[1]], 'balanceOf', [HOLDERS[1]]),
      // A token has no such function: the inner call reverts.
      { address: tokens[2] as string, callData: '0xdeadbeef' },
      // An account without code answers with empty data.
      ...multipleContractCalls(DEV_ERC20, [HOLDERS[1]], 'balanceOf', [HOLDERS[0]]),
    ];
    const { watch, unsubscribe } = listen(multicall, calls);
    await waitFor(() => settled(watch.getSnapshot()));
    const decoded = decodeCallStates(DEV_ERC20, 'balanceOf', watch.getSnapshot());
    expect(decoded.map((state) => state.error)).toEqual([false, false, true, true]);
    expect(decoded[0]?.result?.[0]).toBe(amount(0, 1));
    expect(decoded[1]?.result?.[0]).toBe(amount(1, 1));
    expect(decoded[2]?.errorCause?.message).toBe('Result data parsing failed');
    unsubscribe();
  });

  it('splits a chunk that runs out of gas until the halves fit', async () => {
    // Tiny gas estimates put 1,000 calls in one chunk; the 3M node limit cannot run it.
    const { multicall, requests } = client({ defaultGasRequired: 1_000 });
    const holders = Array.from({ length: 1000 }, (_, index) => [
      `0x${(index + 1).toString(16).padStart(40, '0')}`,
    ]);
    holders[0] = [HOLDERS[0] as string];
    const calls = singleContractCalls(DEV_ERC20, tokens[3] as string, 'balanceOf', holders);
    const { watch, unsubscribe } = listen(multicall, calls, Number.POSITIVE_INFINITY);
    await waitFor(() => settled(watch.getSnapshot()), 60_000);
    const decoded = decodeCallStates(DEV_ERC20, 'balanceOf', watch.getSnapshot());
    expect(decoded.every((state) => !state.error)).toBe(true);
    expect(decoded[0]?.result?.[0]).toBe(amount(3, 0));
    expect(decoded[999]?.result?.[0]).toBe(0n);
    const ethCalls = requests.flat().filter((method) => method === 'eth_call').length;
    expect(ethCalls).toBeGreaterThanOrEqual(3); // the whole chunk, then at least two halves
    unsubscribe();
  }, 90_000);

  it('reports errors while the node is down and recovers by itself', async () => {
    const { multicall } = client();
    const calls = multipleContractCalls(DEV_ERC20, tokens.slice(0, 4), 'balanceOf', [HOLDERS[2]]);
    const { watch, unsubscribe } = listen(multicall, calls);
    await waitFor(() => settled(watch.getSnapshot()) && watch.getSnapshot()[0]?.data !== undefined);

    // Like a crash: the state is kept, the process killed, connections refused at once.
    const stateFile = join(stateDir, 'state.json');
    await anvil.saveState(stateFile);
    await anvil.kill();
    await waitFor(
      () =>
        watch.getSnapshot().every((state) => state.syncing && state.fetchError) &&
        multicall.blockTracker.getSnapshot().error !== undefined,
    );
    expect(watch.getSnapshot()[0]?.fetchError?.message).toBe('Failed to send batch call');
    expect(multicall.blockTracker.getSnapshot().error?.message).toBe('Failed to send batch call');
    // The last good data stays available, marked stale rather than failed.
    const [stale] = decodeCallStates(DEV_ERC20, 'balanceOf', watch.getSnapshot());
    expect(stale?.result?.[0]).toBe(amount(0, 2));
    expect(stale).toMatchObject({ syncing: true, error: false });

    anvil = await startAnvil({ port, args: ANVIL_ARGS, loadStateFile: stateFile });
    await mint(0, HOLDERS[2] as string, 7n);
    await waitFor(() => {
      const states = decodeCallStates(DEV_ERC20, 'balanceOf', watch.getSnapshot());
      return states.every((state) => !state.error) && states[0]?.result?.[0] === amount(0, 2) + 7n;
    }, 15_000);
    await waitFor(() => multicall.blockTracker.getSnapshot().error === undefined);
    unsubscribe();
  }, 30_000);
});
