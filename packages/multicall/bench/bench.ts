// pnpm bench: HTTP requests and eth_calls per block on a real anvil, and heap with 5,000 listeners.
// Run with `node --expose-gc --import tsx bench/bench.ts` (the package script does).
import { artifacts, DevnetClient, freePort, startAnvil } from '@dex-tooling/devnet';
import { Interface } from 'ethers';
import { getMulticallInterface, multipleContractCalls, singleContractCalls } from '../src/ethers';
import { createBatchProvider } from '../src/http';
import {
  type Call,
  type CallsWatch,
  createBlockTracker,
  createMulticall,
  type Multicall,
} from '../src/index';
import { countingFetch } from '../test/countingFetch';

const BLOCKS_PER_SCENARIO = 20;
const HEAP_BLOCKS = 200;
const HEAP_LISTENERS = 5_000;
const DEV_ERC20 = new Interface(artifacts.DevERC20.abi);
const ERC20_EXTRA = new Interface([
  'function totalSupply() view returns (uint256)',
  'function decimals() view returns (uint8)',
]);

const holder = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Setup {
  rpcUrl: string;
  /** Mines and reads blocks over its own connection, so none of it is counted. */
  client: DevnetClient;
  multicallAddress: string;
  tokens: string[];
}

function makeClient(setup: Setup) {
  const counter = countingFetch();
  const provider = createBatchProvider({ url: setup.rpcUrl, chainId: 31337, fetch: counter.fetch });
  // The poll timer is replaced by refresh() right after each mined block, so every poll sees one.
  const blockTracker = createBlockTracker({ provider, pollIntervalMs: 3_600_000 });
  const multicall = createMulticall({
    chainId: 31337,
    provider,
    multicallAddress: setup.multicallAddress,
    blockTracker,
  });
  return { multicall, requests: counter.requests };
}

/** `count` balanceOf calls spread over the tokens, 10 holders per token. */
function balanceCalls(setup: Setup, count: number): Call[] {
  const calls: Call[] = [];
  for (let index = 0; calls.length < count; index++) {
    const token = setup.tokens[Math.floor(index / 10) % setup.tokens.length] as string;
    const [call] = singleContractCalls(DEV_ERC20, token, 'balanceOf', [[holder(index)]]);
    if (call) calls.push(call);
  }
  return calls;
}

/** About ten calls of other shapes, as a swap page would add. */
function otherCalls(setup: Setup): Call[] {
  const multicallInterface = getMulticallInterface();
  return [
    ...multipleContractCalls(ERC20_EXTRA, setup.tokens.slice(0, 4), 'totalSupply'),
    ...multipleContractCalls(ERC20_EXTRA, setup.tokens.slice(0, 4), 'decimals'),
    ...singleContractCalls(multicallInterface, setup.multicallAddress, 'getEthBalance', [
      [holder(0)],
      [holder(1)],
    ]),
  ].filter((call): call is Call => call !== undefined);
}

async function untilAt(watches: CallsWatch[], block: number, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  const done = () =>
    watches.every((watch) =>
      watch.getSnapshot().every((state) => (state.blockNumber ?? -1) >= block),
    );
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(`calls did not reach block ${block}`);
    await sleep(5);
  }
}

async function nextBlock(setup: Setup, multicall: Multicall): Promise<number> {
  await setup.client.mine(1);
  const block = (await setup.client.latestBlock()).number;
  void multicall.blockTracker.refresh(); // what the 15 s poll timer does
  return block;
}

interface Row {
  scenario: string;
  listened: number;
  blocks: number;
  httpPerBlock: number;
  maxHttpPerBlock: number;
  ethCallsPerBlock: number;
  rpcPerBlock: number;
}

async function measure(
  setup: Setup,
  scenario: string,
  groups: { calls: Call[]; blocksPerFetch: number }[],
): Promise<Row> {
  const { multicall, requests } = makeClient(setup);
  const watches = groups.map(({ calls, blocksPerFetch }) =>
    multicall.watch(calls, { blocksPerFetch }),
  );
  const stops = watches.map((watch) => watch.subscribe(() => {}));
  const start = (await setup.client.latestBlock()).number;
  await untilAt(watches, start);
  await sleep(300); // let the start-up settle (first poll, listener debounce, block publish)
  const perBlock: string[][][] = [];
  for (let index = 0; index < BLOCKS_PER_SCENARIO; index++) {
    const before = requests.length;
    const block = await nextBlock(setup, multicall);
    await untilAt(watches, block);
    await sleep(150); // catch anything trailing: the block publish, debounced follow-ups
    perBlock.push(requests.slice(before));
  }
  for (const stop of stops) stop();
  const http = perBlock.map((batches) => batches.length);
  const ethCalls = perBlock.map(
    (batches) => batches.flat().filter((method) => method === 'eth_call').length,
  );
  const rpcs = perBlock.map((batches) => batches.flat().length);
  const average = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    scenario,
    listened: groups.reduce((sum, group) => sum + group.calls.length, 0),
    blocks: BLOCKS_PER_SCENARIO,
    httpPerBlock: average(http),
    maxHttpPerBlock: Math.max(...http),
    ethCallsPerBlock: average(ethCalls),
    rpcPerBlock: average(rpcs),
  };
}

function heapMb(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function heapRun(setup: Setup): Promise<{ samples: [number, number][]; growthMb: number }> {
  const { multicall, requests } = makeClient(setup);
  const unique = balanceCalls(setup, 1_000);
  // 5,000 listeners: five watches per call key, each with its own subscriber.
  const watches: CallsWatch[] = [];
  const stops: (() => void)[] = [];
  for (let index = 0; index < HEAP_LISTENERS; index++) {
    const watch = multicall.watch([unique[index % unique.length] as Call], { blocksPerFetch: 1 });
    watches.push(watch);
    stops.push(watch.subscribe(() => watch.getSnapshot()));
  }
  const all = multicall.watch(unique, { blocksPerFetch: 1 });
  stops.push(all.subscribe(() => {}));
  await untilAt([all], (await setup.client.latestBlock()).number);
  const samples: [number, number][] = [];
  let baseline = 0;
  for (let index = 1; index <= HEAP_BLOCKS; index++) {
    const block = await nextBlock(setup, multicall);
    await untilAt([all], block);
    requests.length = 0; // the counter is not part of the library's memory
    if (index === 20) baseline = heapMb(); // after warm-up: JIT, caches, first allocations
    if (index % 40 === 0) samples.push([index, heapMb()]);
  }
  for (const stop of stops) stop();
  const last = samples[samples.length - 1]?.[1] ?? baseline;
  return { samples: [[20, baseline], ...samples], growthMb: last - baseline };
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(headers), rule, ...cells.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  const anvil = await startAnvil({ port: await freePort() });
  const client = await DevnetClient.connect(anvil.rpcUrl);
  try {
    console.log(`anvil at ${anvil.rpcUrl}; deploying Multicall and 10 tokens...`);
    const multicallAddress = await (await client.deploy(artifacts.Multicall)).getAddress();
    const tokens: string[] = [];
    for (let index = 0; index < 10; index++) {
      const token = await client.deploy(artifacts.DevERC20, [`B${index} Token`, `B${index}`, 18]);
      tokens.push(await token.getAddress());
    }
    const setup: Setup = { rpcUrl: anvil.rpcUrl, client, multicallAddress, tokens };

    const rows: Row[] = [];
    for (const count of [10, 100, 500]) {
      rows.push(
        await measure(setup, `${count} balanceOf, every block`, [
          { calls: balanceCalls(setup, count), blocksPerFetch: 1 },
        ]),
      );
    }
    rows.push(
      await measure(setup, '/swap: 500 balanceOf + 10 others', [
        { calls: balanceCalls(setup, 500), blocksPerFetch: 1 },
        { calls: otherCalls(setup), blocksPerFetch: 1 },
      ]),
    );
    console.log(
      `\nRequests per new block (${BLOCKS_PER_SCENARIO} blocks each, default 50 ms batch window, 100 ms debounces):\n`,
    );
    console.log(
      table(
        [
          'scenario',
          'listened calls',
          'HTTP req/block',
          'max HTTP/block',
          'eth_call/block',
          'JSON-RPC/block',
        ],
        rows.map((row) => [
          row.scenario,
          row.listened,
          row.httpPerBlock.toFixed(2),
          row.maxHttpPerBlock,
          row.ethCallsPerBlock.toFixed(2),
          row.rpcPerBlock.toFixed(2),
        ]),
      ),
    );

    console.log(
      `\nHeap with ${HEAP_LISTENERS.toLocaleString('en')} listeners over ${HEAP_BLOCKS} blocks (1,000 call keys, refreshed every block):\n`,
    );
    const heap = await heapRun(setup);
    console.log(
      table(
        ['after block', 'heap used (MB)'],
        heap.samples.map(([block, mb]) => [block, mb.toFixed(2)]),
      ),
    );
    const gcExposed = typeof (globalThis as { gc?: unknown }).gc === 'function';
    console.log(
      `\nheap growth from block 20 to ${HEAP_BLOCKS}: ${heap.growthMb.toFixed(2)} MB${gcExposed ? '' : ' (gc not exposed: figures are noisy)'}`,
    );

    const failures: string[] = [];
    if (rows.some((row) => row.maxHttpPerBlock > 1))
      failures.push('more than one HTTP request in some block');
    if (gcExposed && heap.growthMb > 2)
      failures.push(`heap grew by ${heap.growthMb.toFixed(2)} MB`);
    if (failures.length > 0) {
      console.error(`\nFAIL: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nOK: at most one HTTP request per block; heap flat.');
    }
  } finally {
    client.destroy();
    await anvil.stop().catch(() => {});
  }
}

await main();
