// @dex/token-lists as another team installs it: the packed tarball (with its @dex dependencies)
// in fresh ESM and CommonJS projects on the oldest ethers we accept, the README's Node example
// run verbatim against a local copy of today's Uniswap default list, and its types checked under
// `nodenext`.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  type AnvilProcess,
  artifacts,
  DevnetClient,
  freePort,
  startAnvil,
} from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Consumers,
  createConsumers,
  hasInstalled,
  readmeCodeBlock,
  tarballFiles,
  typeCheckStrictly,
} from './projects';

const README_URL = 'https://tokens.uniswap.org';
const defaultListPath = createRequire(import.meta.url).resolve('@uniswap/default-token-list');
const defaultList = JSON.parse(readFileSync(defaultListPath, 'utf8')) as {
  name: string;
  tokens: Array<{ chainId: number }>;
};

let server: Server;
let listUrl: string;
let consumers: Consumers;
let anvil: AnvilProcess;
let deployer: DevnetClient;
let tokenAddress: string;
const README_RPC_URL = 'http://127.0.0.1:8545';
const README_TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(defaultList));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/default.json`;
  consumers = createConsumers('@dex/token-lists');
  // A bare anvil with one ERC-20 for the viem quick start to describe.
  anvil = await startAnvil({ port: await freePort() });
  deployer = await DevnetClient.connect(anvil.rpcUrl);
  const token = await deployer.deploy(artifacts.DevERC20, ['Dai Stablecoin', 'DAI', 18]);
  tokenAddress = await token.getAddress();
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  deployer?.destroy();
  await anvil?.stop();
  consumers?.cleanup();
});

describe('@dex/token-lists in a fresh project', () => {
  it('ships dist, README and LICENSE only', () => {
    const files = tarballFiles(consumers.tarballs['@dex/token-lists']);
    expect(files).toContain('package/LICENSE');
    expect(files).toContain('package/dist/validate.js');
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
  });

  it("runs the README's Node example verbatim and loads today's Uniswap default list", async () => {
    const example = readmeCodeBlock('@dex/token-lists', '## Fetching a list');
    expect(example).toContain(README_URL);
    const file = consumers.esm.write('example.mjs', example.replace(README_URL, listUrl));
    const mainnet = defaultList.tokens.filter((token) => token.chainId === 1).length;
    expect(await consumers.esm.node(file)).toBe(
      `left out ${defaultList.tokens.length - mainnet} tokens of other chains\n${defaultList.name}: ${mainnet} tokens\n`,
    );
  });

  it("runs the README's viem quick start verbatim on a bare anvil, in a project without ethers", async () => {
    expect(hasInstalled(consumers.viem, 'ethers')).toBe(false);
    const quickStart = readmeCodeBlock('@dex/token-lists', '## Quick start');
    expect(quickStart).toContain(README_RPC_URL);
    expect(quickStart).toContain(README_TOKEN);
    const file = consumers.viem.write(
      'quick-start.mjs',
      quickStart.replace(README_RPC_URL, anvil.rpcUrl).replace(README_TOKEN, tokenAddress),
    );
    expect(await consumers.viem.node(file)).toBe('DAI: Dai Stablecoin, 18 decimals\n');
  });

  it('loads, validates and searches from CommonJS on the oldest ethers it accepts', async () => {
    const file = consumers.cjs.write(
      'search.js',
      `const { fetchTokenList, createTokenSearchIndex } = require('@dex/token-lists');
fetchTokenList(${JSON.stringify(listUrl)}, { fetch: globalThis.fetch, chainIds: [1] }).then((list) => {
  const index = createTokenSearchIndex(list.tokens);
  console.log(index.search('USDC').some((token) => token.symbol === 'USDC'));
});
`,
    );
    expect(await consumers.cjs.node(file)).toBe('true\n');
  });

  it('type-checks strictly under module nodenext', () => {
    expect(
      typeCheckStrictly(
        consumers.esm,
        'typed.ts',
        `import { type DroppedTokens, EnsResolverUnavailableError, fetchTokenList, type TokenList } from '@dex/token-lists';
import { tokenListSchemaErrors } from '@dex/token-lists/validate';
export async function load(url: string): Promise<TokenList> {
  const dropped: DroppedTokens[] = [];
  try {
    return await fetchTokenList(url, { fetch: globalThis.fetch, chainIds: [1], onDropped: (d) => dropped.push(d) });
  } catch (error) {
    if (error instanceof EnsResolverUnavailableError) throw new Error('configure ENS');
    throw error;
  }
}
export const problems: string | null = tokenListSchemaErrors({});
`,
      ),
    ).toBe('');
  });

  it('type-checks the viem entry strictly under module nodenext, without ethers', () => {
    expect(
      typeCheckStrictly(
        consumers.viem,
        'typed.ts',
        `import { fetchTokenList, type TokenList } from '@dex/token-lists';
import { createEnsContenthashResolver } from '@dex/token-lists/viem';
import { createPublicClient, http } from 'viem';
const client = createPublicClient({ transport: http('http://127.0.0.1:8545') });
export const load = (): Promise<TokenList> =>
  fetchTokenList('tokens.uniswap.eth', { fetch: globalThis.fetch, resolveEnsContenthash: createEnsContenthashResolver({ client }) });
`,
      ),
    ).toBe('');
  });
});
