import { Token } from '@uniswap/sdk-core';
import { computePairAddress } from '@uniswap/v2-sdk';
import { computePoolAddress } from '@uniswap/v3-sdk';
import {
  type Contract,
  EnsPlugin,
  JsonRpcProvider,
  MaxUint256,
  Network,
  namehash,
  parseEther,
  parseUnits,
} from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts } from './artifacts';
import { type Devnet, leafHash, SERVICE_PATHS, startDevnet, verifyProof } from './index';
import type { TokenKey } from './world';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet();
});

afterAll(async () => {
  await devnet?.stop();
});

const contract = (
  artifact: (typeof artifacts)[keyof typeof artifacts],
  address: string,
  from = 0,
) => devnet.client.at(artifact, address, from);

async function call<T>(target: Contract, method: string, ...args: unknown[]): Promise<T> {
  return (await target.getFunction(method).staticCall(...args)) as T;
}

/** Runs a test body on a snapshot so writes do not leak into the next test. */
async function isolated(body: () => Promise<void>): Promise<void> {
  const id = await devnet.snapshot();
  try {
    await body();
  } finally {
    await devnet.revert(id);
  }
}

describe('the seeded devnet', () => {
  it('runs on chain 31337 with code at every deployed address', async () => {
    expect(Number((await devnet.client.provider.getNetwork()).chainId)).toBe(31337);
    for (const [name, address] of Object.entries(devnet.deployment.contracts)) {
      const code = await devnet.client.provider.getCode(address);
      expect(code.length, `${name} has code`).toBeGreaterThan(2);
    }
  });

  it('wires the periphery contracts to their factories', async () => {
    const { contracts } = devnet.deployment;
    expect(await call(contract(artifacts.UniswapV2Router02, contracts.v2Router02), 'factory')).toBe(
      contracts.v2Factory,
    );
    expect(
      await call(contract(artifacts.UniswapV2Router02, contracts.sushiRouter), 'factory'),
    ).toBe(contracts.sushiFactory);
    expect(
      await call(
        contract(artifacts.NonfungiblePositionManager, contracts.nonfungiblePositionManager),
        'factory',
      ),
    ).toBe(contracts.v3Factory);
    expect(await call(contract(artifacts.Quoter, contracts.quoter), 'factory')).toBe(
      contracts.v3Factory,
    );
    expect(
      await call(
        contract(artifacts.V3Migrator, contracts.v3Migrator),
        'nonfungiblePositionManager',
      ),
    ).toBe(contracts.nonfungiblePositionManager);
    expect(
      await call(
        contract(artifacts.UniswapV3Factory, contracts.v3Factory),
        'feeAmountTickSpacing',
        100,
      ),
    ).toBe(1n);
    expect(await call(contract(artifacts.GovernorAlpha, contracts.governorAlpha), 'timelock')).toBe(
      contracts.timelock,
    );
    expect(await call(contract(artifacts.Timelock, contracts.timelock), 'admin')).toBe(
      contracts.governorAlpha,
    );
  });

  it('exposes tryBlockAndAggregate on the multicall contract, isolating a failing call', async () => {
    const { contracts, tokens, accounts } = devnet.deployment;
    const multicall = contract(artifacts.Multicall, contracts.multicall);
    const erc20 = contract(artifacts.DevERC20, tokens.USDC.address);
    const [blockNumber, , results] = await call<[bigint, string, Array<[boolean, string]>]>(
      multicall,
      'tryBlockAndAggregate',
      false,
      [
        [tokens.USDC.address, erc20.interface.encodeFunctionData('balanceOf', [accounts[0]])],
        [tokens.USDC.address, '0xdeadbeef'],
      ],
    );
    expect(blockNumber).toBe(BigInt(await devnet.client.provider.getBlockNumber()));
    expect(results[0]?.[0]).toBe(true);
    expect(BigInt(results[0]?.[1] ?? '0x')).toBeGreaterThan(0n);
    expect(results[1]?.[0]).toBe(false);
  });

  it('has the edge-case tokens the spec names', async () => {
    const { tokens } = devnet.deployment;
    const raw = (address: string, selector: string) =>
      devnet.client.provider.call({ to: address, data: selector });
    // symbol() = 0x95d89b41, name() = 0x06fdde03
    expect(await raw(tokens.MKR.address, '0x95d89b41')).toMatch(/^0x4d4b52(00)+$/); // bytes32 "MKR"
    const long = contract(artifacts.DevERC20, tokens.LONG.address);
    expect(((await call(long, 'symbol')) as string).length).toBeGreaterThan(20);
    expect(await call(contract(artifacts.DevERC20, tokens.USDC.address), 'decimals')).toBe(6n);
    expect(await call(contract(artifacts.DevERC20, tokens.WBTC.address), 'decimals')).toBe(8n);
    expect(tokens.NOLIST.lists).toEqual([]);
    expect(tokens.UNSUP.lists).toEqual(['unsupported']);
  });

  it('computes the same V2 and V3 addresses with the SDKs as the devnet factories hold', async () => {
    const { contracts, tokens, v2Pairs, v3Pools } = devnet.deployment;
    const sdkToken = (key: TokenKey) => new Token(31337, tokens[key].address, tokens[key].decimals);
    for (const pair of v2Pairs) {
      const factoryAddress =
        pair.exchange === 'sushi' ? contracts.sushiFactory : contracts.v2Factory;
      const computed = computePairAddress({
        factoryAddress,
        tokenA: sdkToken(pair.tokens[0]),
        tokenB: sdkToken(pair.tokens[1]),
      });
      const onChain = await call(
        contract(artifacts.UniswapV2Factory, factoryAddress),
        'getPair',
        tokens[pair.tokens[0]].address,
        tokens[pair.tokens[1]].address,
      );
      expect(computed).toBe(pair.address);
      expect(onChain).toBe(pair.address);
    }
    expect(v2Pairs.filter((p) => p.exchange === 'sushi').length).toBeGreaterThan(0);
    for (const pool of v3Pools) {
      const computed = computePoolAddress({
        factoryAddress: contracts.v3Factory,
        tokenA: sdkToken(pool.tokens[0]),
        tokenB: sdkToken(pool.tokens[1]),
        fee: pool.fee,
      });
      const onChain = await call(
        contract(artifacts.UniswapV3Factory, contracts.v3Factory),
        'getPool',
        tokens[pool.tokens[0]].address,
        tokens[pool.tokens[1]].address,
        pool.fee,
      );
      expect(computed).toBe(pool.address);
      expect(onChain).toBe(pool.address);
    }
    expect(new Set(v3Pools.map((p) => p.fee))).toEqual(new Set([100, 500, 3000, 10000]));
  });

  it('gives account #0 positions in range, out of range and closed', async () => {
    const { contracts, positions, accounts } = devnet.deployment;
    const npm = contract(
      artifacts.NonfungiblePositionManager,
      contracts.nonfungiblePositionManager,
    );
    expect(positions.map((p) => p.state).sort()).toEqual(['closed', 'in-range', 'out-of-range']);
    for (const position of positions) {
      expect(await call(npm, 'ownerOf', position.tokenId)).toBe(accounts[0]);
      const info = await call<{ liquidity: bigint; tickLower: bigint; tickUpper: bigint }>(
        npm,
        'positions',
        position.tokenId,
      );
      const [, tick] = await call<[bigint, bigint]>(
        contract(artifacts.UniswapV3Pool, position.pool),
        'slot0',
      );
      if (position.state === 'closed') expect(info.liquidity).toBe(0n);
      else expect(info.liquidity).toBeGreaterThan(0n);
      const inRange = tick >= info.tickLower && tick < info.tickUpper;
      if (position.state === 'in-range') expect(inRange).toBe(true);
      if (position.state === 'out-of-range') expect(inRange).toBe(false);
    }
    // Trades went through the in-range position's pool, so it has fees to collect.
    const inRange = positions.find((p) => p.state === 'in-range');
    const MAX = (1n << 128n) - 1n;
    const [fees0, fees1] = await call<[bigint, bigint]>(npm, 'collect', {
      tokenId: inRange?.tokenId,
      recipient: accounts[0],
      amount0Max: MAX,
      amount1Max: MAX,
    });
    expect(fees0 + fees1).toBeGreaterThan(0n);
  });

  it('has proposals in every state the UI shows', async () => {
    const governor = contract(artifacts.GovernorAlpha, devnet.deployment.contracts.governorAlpha);
    const names = [
      'Pending',
      'Active',
      'Canceled',
      'Defeated',
      'Succeeded',
      'Queued',
      'Expired',
      'Executed',
    ];
    const seeded = devnet.deployment.governance.proposals;
    expect(new Set(seeded.map((p) => p.state))).toEqual(
      new Set(['Active', 'Pending', 'Succeeded', 'Queued', 'Executed', 'Defeated', 'Canceled']),
    );
    for (const proposal of seeded) {
      const state = await call<bigint>(governor, 'state', proposal.id);
      expect(names[Number(state)], `proposal ${proposal.id}`).toBe(proposal.state);
    }
    const uni = contract(artifacts.Uni, devnet.deployment.contracts.uni);
    expect(await call(uni, 'getCurrentVotes', devnet.deployment.accounts[0])).toBeGreaterThan(0n);
  });

  it('has one mining pool that has ended and one that is active, with a stake from account #0', async () => {
    const { timestamp } = await devnet.client.latestBlock();
    for (const pool of devnet.deployment.mining) {
      const rewards = contract(artifacts.StakingRewards, pool.stakingRewards);
      const finish = await call<bigint>(rewards, 'periodFinish');
      expect(finish > BigInt(timestamp)).toBe(pool.state === 'active');
      expect(await call(rewards, 'balanceOf', devnet.deployment.accounts[0])).toBeGreaterThan(0n);
    }
  });

  it('serves claims whose proofs verify against the distributor, and lets the claim go through', async () => {
    const { contracts, accounts, airdrop } = devnet.deployment;
    const distributor = contract(artifacts.MerkleDistributor, contracts.merkleDistributor, 1);
    const root = await call<string>(distributor, 'merkleRoot');
    const lookup = (address: string) =>
      fetch(`${devnet.servicesUrl}${SERVICE_PATHS.claims}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chainId: 31337, address }),
      });
    const response = await lookup(accounts[1] as string);
    expect(response.ok).toBe(true);
    const claim = (await response.json()) as { index: number; amount: string; proof: string[] };
    expect(
      verifyProof(
        leafHash(claim.index, accounts[1] as string, BigInt(claim.amount)),
        claim.proof,
        root,
      ),
    ).toBe(true);
    expect(BigInt(claim.amount)).toBe(parseEther('400'));
    expect((await lookup(accounts[2] as string)).status).toBe(404);
    expect(Object.keys(airdrop.claims)).not.toContain(accounts[2]);

    await isolated(async () => {
      const uni = contract(artifacts.Uni, contracts.uni);
      const before = await call<bigint>(uni, 'balanceOf', accounts[1]);
      await devnet.client.send(
        distributor,
        'claim',
        [claim.index, accounts[1], claim.amount, claim.proof],
        { from: 1 },
      );
      expect(await call<bigint>(uni, 'balanceOf', accounts[1])).toBe(before + BigInt(claim.amount));
      expect(await call(distributor, 'isClaimed', claim.index)).toBe(true);
    });
  });

  it('swaps through V2 and V3', async () => {
    const { contracts, tokens, accounts } = devnet.deployment;
    const trader = 6;
    const usdc = contract(artifacts.DevERC20, tokens.USDC.address, trader);
    const weth = contract(artifacts.WETH9, tokens.WETH.address, trader);
    await isolated(async () => {
      await devnet.client.send(usdc, 'approve', [contracts.v2Router02, MaxUint256], {
        from: trader,
      });
      const wethBefore = await call<bigint>(weth, 'balanceOf', accounts[trader]);
      await devnet.client.send(
        contract(artifacts.UniswapV2Router02, contracts.v2Router02),
        'swapExactTokensForTokens',
        [
          parseUnits('2000', 6),
          0,
          [tokens.USDC.address, tokens.WETH.address],
          accounts[trader],
          MaxUint256,
        ],
        { from: trader },
      );
      const afterV2 = await call<bigint>(weth, 'balanceOf', accounts[trader]);
      expect(afterV2 - wethBefore).toBeGreaterThan(parseEther('0.9'));

      // V3: HOP -> DAI -> USDC is reachable only through two hops.
      const hop = contract(artifacts.DevERC20, tokens.HOP.address, trader);
      await devnet.client.send(hop, 'approve', [contracts.swapRouter, MaxUint256], {
        from: trader,
      });
      const usdcBefore = await call<bigint>(usdc, 'balanceOf', accounts[trader]);
      const path = `0x${[tokens.HOP.address, 3000, tokens.DAI.address, 100, tokens.USDC.address]
        .map((part) =>
          typeof part === 'number' ? part.toString(16).padStart(6, '0') : part.slice(2),
        )
        .join('')}`;
      await devnet.client.send(
        contract(artifacts.SwapRouter, contracts.swapRouter),
        'exactInput',
        [
          {
            path,
            recipient: accounts[trader],
            deadline: MaxUint256,
            amountIn: parseEther('1000'),
            amountOutMinimum: 0,
          },
        ],
        { from: trader },
      );
      const gained = (await call<bigint>(usdc, 'balanceOf', accounts[trader])) - usdcBefore;
      expect(gained).toBeGreaterThan(parseUnits('90', 6)); // 1000 HOP at $0.10, less fees
    });
  });

  it('resolves ENS names both ways, and the list name through its contenthash to a served list', async () => {
    const { contracts, accounts, ens } = devnet.deployment;
    const network = new Network('devnet', 31337);
    network.attachPlugin(new EnsPlugin(contracts.ensRegistry, 31337));
    const provider = new JsonRpcProvider(devnet.rpcUrl, network, { staticNetwork: network });
    try {
      expect(await provider.resolveName('alice.eth')).toBe(accounts[0]);
      expect(await provider.lookupAddress(accounts[1] as string)).toBe('bob.eth');
      const resolver = await provider.getResolver(ens.tokenListName);
      expect(await resolver?.getContentHash()).toBe(`ipfs://${ens.tokenListCid}`);
    } finally {
      provider.destroy();
    }
    const registry = contract(artifacts.ENSRegistry, contracts.ensRegistry);
    expect(await call(registry, 'resolver', namehash(ens.tokenListName))).toBe(
      contracts.ensPublicResolver,
    );
    for (const gateway of SERVICE_PATHS.ipfsGateways) {
      const response = await fetch(`${devnet.servicesUrl}${gateway}${ens.tokenListCid}`);
      expect(response.status).toBe(200);
      const list = (await response.json()) as { name: string; version: { major: number } };
      expect(list.name).toBe('Dex Devnet');
    }
  });

  it('serves the devnet token list and switches it to a newer version', async () => {
    const services = devnet.services;
    if (!services) throw new Error('services not started');
    const get = async () =>
      (await (await fetch(`${devnet.servicesUrl}${SERVICE_PATHS.devnetList}`)).json()) as {
        version: { major: number; minor: number; patch: number };
        tokens: Array<{ symbol: string; chainId: number }>;
      };
    const first = await get();
    expect(first.version).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(first.tokens.map((t) => t.symbol)).toContain('USDC');
    expect(first.tokens.map((t) => t.symbol)).not.toContain('NOLIST');
    services.setListVersion('1.1.0');
    try {
      const second = await get();
      expect(second.version).toEqual({ major: 1, minor: 1, patch: 0 });
      expect(second.tokens.map((t) => t.symbol)).toContain('NEW');
    } finally {
      services.setListVersion('1.0.0');
    }
  });
});
