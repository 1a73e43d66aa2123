// Every published package's README opens with a quick start that runs as written (issue #37 §3):
// its `pnpm add …` line names what the code imports and the peers it needs, and the code runs with
// plain Node in a fresh project that installed our packed tarballs, against a bare anvil (the
// READMEs' http://127.0.0.1:8545). Two quick starts read an ERC-20 at a mainnet address: here a
// token deployed on the bare anvil takes that address's place. Each package's own consumer file
// (multicall, token-lists) checks more: a project without ethers, CommonJS, nodenext types.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnvilProcess,
  artifacts,
  DevnetClient,
  freePort,
  startAnvil,
} from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsumerProject,
  createConsumerProject,
  ETHERS_PEER_RANGE,
  PACKAGE_DIRS,
  type PackageName,
  packageManifest,
  packPackages,
  REPO_ROOT,
  VIEM_VERSION,
} from './projects';
import { QUICK_START_MAX_LINES, readQuickStart, requiredPeers } from './quickStarts';

const README_RPC_URL = 'http://127.0.0.1:8545';
const README_TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

/** What each quick start prints on a bare anvil, and whether it reads `README_TOKEN`. */
const EXPECTED: Record<PackageName, { output: string | RegExp; readsToken?: boolean }> = {
  '@dex/currency': {
    output: 'ETH WETH 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\nUSDC 6 true\nundefined\n',
  },
  '@dex/approvals': { output: 'NOT_APPROVED\nAPPROVED\n', readsToken: true },
  '@dex/chains': {
    output:
      /^42161 Arbitrum One ETH 0\.25\n[\s\S]*initCodeHash[\s\S]*\nhttps:\/\/arbiscan\.io\/address\/0x[0-9a-fA-F]{40}\nMainnet, Arbitrum One, /,
  },
  // A bare anvil has no ENS registry: no name resolves, and an address is a valid recipient as is.
  '@dex/ens': {
    output:
      'true false\nnull\nnull\n{"status":"valid","address":"0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045","name":null}\n',
  },
  '@dex/governance': {
    output: 'Fund the grants program: Active, voting ends in about 1300 s\n',
  },
  '@dex/liquidity': {
    output: /^0\.3% \[ 194700, 198060 \] \[ '3505\.17', '2504\.92' \]\nin-range\nout-of-range\n$/,
  },
  '@dex/multicall': { output: /^native balance: \d{22,}\n$/ },
  '@dex/primitives': {
    output: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045\n1.234,57\n1,234 tokens\n10\n',
  },
  '@dex/router': { output: 'WETH > DAI > USDC 29772.8 29623.9\n' },
  '@dex/token-lists': { output: 'DAI: Dai Stablecoin, 18 decimals\n', readsToken: true },
  '@dex/transactions': {
    output: 'confirmed Send 1 wei to myself\nSend 1 wei to myself 1\n',
  },
  '@dex/ui-kit': {
    output:
      /^<button type="button" class="[^"]+">Swap<\/button>\n<span class="[^"]+">In range<\/span>\n$/,
  },
  '@dex/wallet': {
    output:
      '{"kind":"connected","account":"0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266","connectorId":"local","label":"0xf39f...2266"}\n',
  },
  '@dex/write': { output: 'gas limit 23100, used 21000, status 1\n' },
};

const packagesDir = join(REPO_ROOT, 'packages');
const publishable = readdirSync(packagesDir)
  .map((dir) => join(packagesDir, dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; private?: boolean })
  .filter((manifest) => !manifest.private)
  .map((manifest) => manifest.name)
  .sort();
const names = Object.keys(PACKAGE_DIRS).sort() as PackageName[];

/** The version range a fresh project installs a third-party package at. */
function rangeOf(dependency: string): string {
  if (dependency === 'ethers') return ETHERS_PEER_RANGE;
  if (dependency === 'viem') return VIEM_VERSION;
  for (const name of names) {
    const manifest = packageManifest(name);
    const range = manifest.dependencies?.[dependency] ?? manifest.peerDependencies?.[dependency];
    if (range) return range;
  }
  throw new Error(`no @dex package names a version of ${dependency}`);
}

let packDir: string;
let project: ConsumerProject;
let anvil: AnvilProcess;
let deployer: DevnetClient;
let tokenAddress: string;

beforeAll(async () => {
  packDir = mkdtempSync(join(tmpdir(), 'dex-packs-'));
  const tarballs = packPackages(packDir, names);
  const installs = [...new Set(names.flatMap((name) => readQuickStart(name).install))];
  project = createConsumerProject({
    type: 'module',
    tarballs,
    dependencies: Object.fromEntries(
      installs.map((dependency) => [
        dependency,
        dependency in PACKAGE_DIRS ? '*' : rangeOf(dependency),
      ]),
    ),
  });
  anvil = await startAnvil({ port: await freePort() });
  deployer = await DevnetClient.connect(anvil.rpcUrl);
  const token = await deployer.deploy(artifacts.DevERC20, ['Dai Stablecoin', 'DAI', 18]);
  tokenAddress = await token.getAddress();
});

afterAll(async () => {
  deployer?.destroy();
  await anvil?.stop();
  for (const dir of [packDir, project?.dir]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

describe('README quick starts', () => {
  it('cover every publishable package (each is packed here and built first by turbo)', () => {
    expect(names).toEqual(publishable);
    const turbo = JSON.parse(readFileSync(join(REPO_ROOT, 'turbo.json'), 'utf8')) as {
      tasks: Record<string, { dependsOn?: string[] }>;
    };
    const builds = turbo.tasks['@dex-tooling/consumers#test']?.dependsOn ?? [];
    expect(builds.slice().sort()).toEqual(names.map((name) => `${name}#build`));
  });

  it.each(names)(
    "%s's README opens with it: at most 15 lines, installing what it imports and needs",
    (name) => {
      const quickStart = readQuickStart(name);
      expect(quickStart.firstSection).toBe('## Quick start');
      expect(quickStart.code.trimEnd().split('\n').length).toBeLessThanOrEqual(
        QUICK_START_MAX_LINES,
      );
      expect(quickStart.install).toContain(name);
      for (const needed of [...quickStart.imports, ...requiredPeers(name)]) {
        expect(quickStart.install, `${needed} is used but not installed`).toContain(needed);
      }
    },
  );

  it.each(names)("%s's runs as written with plain Node", async (name) => {
    const { code } = readQuickStart(name);
    const expected = EXPECTED[name];
    let source = code.replaceAll(README_RPC_URL, anvil.rpcUrl);
    if (expected.readsToken) {
      expect(code).toContain(README_TOKEN);
      source = source.replaceAll(README_TOKEN, tokenAddress);
    }
    // Node's ES module loader cannot load the Uniswap SDKs' ES build: those quick starts require.
    const file = project.write(
      `${name.replace('@dex/', '')}.${/\brequire\(/.test(code) ? 'cjs' : 'mjs'}`,
      source,
    );
    const output = await project.node(file);
    if (typeof expected.output === 'string') expect(output).toBe(expected.output);
    else expect(output).toMatch(expected.output);
  });
});
