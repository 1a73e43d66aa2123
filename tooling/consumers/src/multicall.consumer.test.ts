import { type AnvilProcess, freePort, startAnvil } from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Consumers,
  createConsumers,
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
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    expect(
      JSON.stringify(tarballManifest(consumers.tarballs['@dex/multicall']).exports),
    ).not.toContain('@dex/source');
  });

  it("runs the README's local-node quick start verbatim with plain Node (ESM)", async () => {
    const quickStart = readmeCodeBlock(
      '@dex/multicall',
      '### A local node (anvil, hardhat, geth --dev) has no multicall contract',
    );
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
      `const { createBatchProvider, createMulticall, deployMulticall, MissingMulticallContractError } = require('@dex/multicall');
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

  it('type-checks strictly under module nodenext', () => {
    expect(
      typeCheckStrictly(
        consumers.esm,
        'typed.ts',
        `import { type CallState, createBatchProvider, createMulticall, MULTICALL3_ADDRESS, singleContractCalls } from '@dex/multicall';
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
});
