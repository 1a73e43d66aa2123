import { type AnvilProcess, freePort, startAnvil } from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Consumers,
  createConsumers,
  hasInstalled,
  readmeCodeBlock,
  tarballFiles,
  tarballManifest,
  typeCheckStrictly,
} from './projects';

const README_URL = 'http://127.0.0.1:8545';
let anvil: AnvilProcess;
let consumers: Consumers;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() });
  consumers = createConsumers('@dex/multicall');
});

afterAll(async () => {
  await anvil?.stop();
  consumers?.cleanup();
});

describe('@dex/multicall in a fresh project', () => {
  it('ships dist, README and LICENSE only, with exports that need no source condition', () => {
    const files = tarballFiles(consumers.tarballs['@dex/multicall']);
    expect(files).toContain('package/LICENSE');
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.cjs');
    expect(files).toContain('package/dist/http.js');
    expect(files).toContain('package/dist/http.cjs');
    expect(files).toContain('package/dist/ws.js');
    expect(files).toContain('package/dist/ws.cjs');
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    expect(
      JSON.stringify(tarballManifest(consumers.tarballs['@dex/multicall']).exports),
    ).not.toContain('@dex/source');
  });

  it("runs the README's viem quick start verbatim on a bare anvil, in a project without ethers", async () => {
    expect(hasInstalled(consumers.viem, 'ethers')).toBe(false);
    const quickStart = readmeCodeBlock('@dex/multicall', '## Quick start');
    expect(quickStart).toContain(README_URL);
    const file = consumers.viem.write(
      'quick-start.mjs',
      quickStart.replace(README_URL, anvil.rpcUrl),
    );
    expect(await consumers.viem.node(file)).toMatch(/^native balance: \d{22,}\n$/);
  });

  it("runs the README's ethers quick start verbatim with plain Node (ESM)", async () => {
    const quickStart = readmeCodeBlock('@dex/multicall', '### With ethers');
    expect(quickStart).toContain(README_URL);
    const file = consumers.esm.write(
      'quick-start.mjs',
      quickStart.replace(README_URL, anvil.rpcUrl),
    );
    expect(await consumers.esm.node(file)).toMatch(/^native balance: \d{22,}\n$/);
  });

  it('loads and reads from CommonJS on the oldest ethers it accepts', async () => {
    const file = consumers.cjs.write(
      'read.js',
      `const { createMulticall, MissingMulticallContractError } = require('@dex/multicall');
const { createBatchProvider } = require('@dex/multicall/http');
const { deployMulticall } = require('@dex/multicall/deploy');
const provider = createBatchProvider({ url: ${JSON.stringify(anvil.rpcUrl)}, chainId: 31337 });
const bare = createMulticall({ chainId: 31337, provider });
const watch = bare.watch([{ address: '0x000000000000000000000000000000000000dEaD', callData: '0x' }]);
const stop = watch.subscribe(() => {
  const [state] = watch.getSnapshot();
  if (!state.loading) {
    stop();
    console.log(state.fetchError instanceof MissingMulticallContractError ? state.fetchError.message : 'unexpected');
    deployMulticall(provider, { from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }).then((address) => console.log(/^0x[0-9a-fA-F]{40}$/.test(address)));
  }
});
`,
    );
    expect(await consumers.cjs.node(file)).toBe(
      'No contract at 0xcA11bde05977b3631167028862bE2a173976CA11 on chain 31337\ntrue\n',
    );
  });

  it("loads /ws from CommonJS, refusing a socket on another chain with the root entry's error class", async () => {
    const file = consumers.cjs.write(
      'ws.js',
      `const { ChainIdMismatchError } = require('@dex/multicall');
const { createNewHeadsSource } = require('@dex/multicall/ws');
class OtherChainSocket {
  constructor(url) { this.url = url; this.listeners = {}; setTimeout(() => { this.emit('open'); this.emit('message', { data: '{"jsonrpc":"2.0","id":1,"result":"0x1"}' }); }); }
  addEventListener(type, listener) { (this.listeners[type] ??= []).push(listener); }
  emit(type, event) { for (const listener of this.listeners[type] ?? []) listener(event); }
  send() {}
  close() { console.log('closed ' + this.url); }
}
const push = createNewHeadsSource({ url: 'https://rpc.example.org', chainId: 31337, WebSocket: OtherChainSocket });
push(() => {}, (status, refusal) => console.log(status, refusal instanceof ChainIdMismatchError));
`,
    );
    expect(await consumers.cjs.node(file)).toBe('down true\nclosed wss://rpc.example.org\n');
  });

  it("type-checks the README's WebSocket example strictly under module nodenext", () => {
    const example = readmeCodeBlock(
      '@dex/multicall',
      '### `createNewHeadsSource(options): BlockPushSource` (`@dex/multicall/ws`)',
    );
    expect(example).toContain("from '@dex/multicall/ws'");
    expect(typeCheckStrictly(consumers.esm, 'ws-example.ts', `${example}export { stop };\n`)).toBe(
      '',
    );
  });

  it('type-checks strictly under module nodenext', () => {
    expect(
      typeCheckStrictly(
        consumers.esm,
        'typed.ts',
        `import { type CallState, createMulticall, MULTICALL3_ADDRESS } from '@dex/multicall';
import { singleContractCalls } from '@dex/multicall/ethers';
import { createBatchProvider } from '@dex/multicall/http';
import { Interface } from 'ethers';
const provider = createBatchProvider({ url: 'http://127.0.0.1:8545', chainId: 1 });
const multicall = createMulticall({ chainId: 1, provider });
const erc20 = new Interface(['function totalSupply() view returns (uint256)']);
const states: readonly CallState[] = multicall.watch(singleContractCalls(erc20, MULTICALL3_ADDRESS, 'totalSupply', [[]])).getSnapshot();
const firstError: Error | undefined = states[0]?.fetchError;
export { firstError };
`,
      ),
    ).toBe('');
  });

  it('type-checks the viem entry strictly under module nodenext, with viem types flowing through', () => {
    expect(
      typeCheckStrictly(
        consumers.viem,
        'typed.ts',
        `import { createMulticall, MULTICALL3_ADDRESS } from '@dex/multicall';
import { decodeCallStates, providerFromViemClient, singleContractCalls } from '@dex/multicall/viem';
import { createPublicClient, http, parseAbi } from 'viem';
const erc20 = parseAbi(['function balanceOf(address owner) view returns (uint256)']);
const client = createPublicClient({ transport: http('http://127.0.0.1:8545') });
const multicall = createMulticall({ chainId: 1, provider: providerFromViemClient(client) });
const calls = singleContractCalls({ abi: erc20, address: MULTICALL3_ADDRESS, functionName: 'balanceOf', argsList: [['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045']] });
const [state] = decodeCallStates({ abi: erc20, functionName: 'balanceOf' }, multicall.watch(calls).getSnapshot());
const balance: bigint | undefined = state?.result;
// @ts-expect-error: balanceOf takes an address, not a number
singleContractCalls({ abi: erc20, address: MULTICALL3_ADDRESS, functionName: 'balanceOf', argsList: [[42]] });
export { balance };
`,
      ),
    ).toBe('');
  });
});
