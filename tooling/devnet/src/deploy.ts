// Deploys the real contracts from their npm artifacts and seeds a world worth using.
// The order is fixed, so every address (and id) comes out the same on every cold start.
import {
  AbiCoder,
  type Contract,
  encodeBytes32String,
  getAddress,
  getCreateAddress,
  keccak256,
  id as keccakText,
  MaxUint256,
  namehash,
  parseEther,
  parseUnits,
} from 'ethers';
import { artifacts, linkBytecode, NFT_POSITION_DESCRIPTOR } from './artifacts';
import type { DevnetClient } from './client';
import type { DeployedToken, Deployment } from './deployment';
import { deployGovernorBravo } from './governorBravo';
import { contentId } from './ipfs';
import {
  amountForUsd,
  fullRange,
  nearestUsableTick,
  sqrtPriceX96,
  TICK_SPACINGS,
  tickAtPrice,
} from './math';
import { buildClaimTree } from './merkle';
import { deployMixedRouteQuoterV1 } from './mixedRouteQuoter';
import { seedPriceHistory } from './priceHistory';
import { proposalSeeder } from './proposalSeeder';
import { devnetTokenList, serializeList } from './tokenLists';
import {
  AIRDROP,
  ENS_NAMES,
  FOT_FEE_BPS,
  LIQUIDITY_PROVIDER,
  PRICE_HISTORY,
  SUSHI_PAIRS,
  TOKEN_LIST_ENS_NAME,
  TOKENS,
  type TokenKey,
  TRADER,
  V2_PAIRS,
  V3_POOLS,
} from './world';

const DAY = 24 * 60 * 60;
const MAX_UINT128 = (1n << 128n) - 1n;
const abi = AbiCoder.defaultAbiCoder();

/** GovernorAlpha storage: `proposals` is the mapping at slot 3; startBlock and endBlock are fields 7 and 8. */
const PROPOSALS_SLOT = 3n;
const START_BLOCK_FIELD = 7n;
const END_BLOCK_FIELD = 8n;

export function proposalFieldSlot(proposalId: number, field: bigint): bigint {
  return (
    BigInt(keccak256(abi.encode(['uint256', 'uint256'], [proposalId, PROPOSALS_SLOT]))) + field
  );
}

/** Ends a proposal's voting period now, without mining 40,320 blocks. */
export async function finishVoting(
  client: DevnetClient,
  governorAddress: string,
  proposalId: number,
): Promise<void> {
  const { number } = await client.latestBlock();
  await client.setStorageAt(
    governorAddress,
    proposalFieldSlot(proposalId, END_BLOCK_FIELD),
    BigInt(number),
  );
  await client.mine(1);
}

export type Logger = (message: string) => void;

export interface DeployWorldOptions {
  /** The position NFTs' name for the native currency (their descriptor's label); 'ETH' by default. */
  readonly nativeCurrencyLabel?: string;
}

/** Deploys and seeds everything on the chain `client` talks to (each devnet chain: chains.ts). */
export async function deployWorld(
  client: DevnetClient,
  log: Logger = () => {},
  options: DeployWorldOptions = {},
): Promise<Deployment> {
  const account = (index: number) => client.account(index);
  const send = client.send.bind(client);
  const addressOf = (contract: Contract) => contract.target as string;

  log('core contracts');
  const weth = await client.deploy(artifacts.WETH9);
  const multicall = await client.deploy(artifacts.Multicall);
  const v2Factory = await client.deploy(artifacts.UniswapV2Factory, [account(0)]);
  const v2Router = await client.deploy(artifacts.UniswapV2Router02, [
    v2Factory.target,
    weth.target,
  ]);
  const sushiFactory = await client.deploy(artifacts.UniswapV2Factory, [account(0)]);
  const sushiRouter = await client.deploy(artifacts.UniswapV2Router02, [
    sushiFactory.target,
    weth.target,
  ]);
  const v3Factory = await client.deploy(artifacts.UniswapV3Factory);
  await send(v3Factory, 'enableFeeAmount', [100, 1]);
  const nftDescriptorLibrary = await client.deploy(artifacts.NFTDescriptor);
  const positionDescriptor = await client.deploy(
    artifacts.NonfungibleTokenPositionDescriptor,
    [weth.target, encodeBytes32String(options.nativeCurrencyLabel ?? 'ETH')],
    {
      bytecode: linkBytecode(NFT_POSITION_DESCRIPTOR, {
        NFTDescriptor: addressOf(nftDescriptorLibrary),
      }),
    },
  );
  const positionManager = await client.deploy(artifacts.NonfungiblePositionManager, [
    v3Factory.target,
    weth.target,
    positionDescriptor.target,
  ]);
  const swapRouter = await client.deploy(artifacts.SwapRouter, [v3Factory.target, weth.target]);
  const swapRouter02 = await client.deploy(artifacts.SwapRouter02, [
    v2Factory.target,
    v3Factory.target,
    positionManager.target,
    weth.target,
  ]);
  const quoter = await client.deploy(artifacts.Quoter, [v3Factory.target, weth.target]);
  const quoterV2 = await client.deploy(artifacts.QuoterV2, [v3Factory.target, weth.target]);
  const tickLens = await client.deploy(artifacts.TickLens);
  const v3Migrator = await client.deploy(artifacts.V3Migrator, [
    v3Factory.target,
    weth.target,
    positionManager.target,
  ]);

  log('governance contracts');
  // Timelock's admin is GovernorAlpha, which needs the timelock: precompute its address.
  const nonce = await client.provider.getTransactionCount(account(0));
  const expectedGovernor = getCreateAddress({ from: account(0), nonce: nonce + 2 });
  const { timestamp: now } = await client.latestBlock();
  const uni = await client.deploy(artifacts.Uni, [account(0), account(0), now + 365 * DAY]);
  const timelock = await client.deploy(artifacts.Timelock, [expectedGovernor, 2 * DAY]);
  const governor = await client.deploy(artifacts.GovernorAlpha, [timelock.target, uni.target]);
  if (getAddress(addressOf(governor)) !== getAddress(expectedGovernor)) {
    throw new Error('GovernorAlpha was not deployed at the precomputed address');
  }
  // anvil mines each transaction in a block of its own: the latest block is the governor's.
  const governorDeploymentBlock = (await client.latestBlock()).number;

  log('tokens');
  const tokenContracts = {} as Record<TokenKey, Contract>;
  for (const key of Object.keys(TOKENS) as TokenKey[]) {
    const spec = TOKENS[key];
    switch (spec.kind) {
      case 'weth9':
        tokenContracts[key] = weth;
        break;
      case 'governance':
        tokenContracts[key] = uni;
        break;
      case 'erc20-permit':
        tokenContracts[key] = await client.deploy(artifacts.DevERC20, [
          spec.name,
          spec.symbol,
          spec.decimals,
        ]);
        break;
      case 'dai-permit':
        tokenContracts[key] = await client.deploy(artifacts.DaiLikeERC20, [spec.name, spec.symbol]);
        break;
      case 'fee-on-transfer':
        tokenContracts[key] = await client.deploy(artifacts.FeeOnTransferERC20, [
          spec.name,
          spec.symbol,
          spec.decimals,
          FOT_FEE_BPS,
        ]);
        break;
      case 'bytes32-metadata':
        tokenContracts[key] = await client.deploy(artifacts.Bytes32MetadataERC20, [
          encodeBytes32String(spec.name),
          encodeBytes32String(spec.symbol),
        ]);
        break;
    }
  }
  const tokenAddresses = Object.fromEntries(
    Object.entries(tokenContracts).map(([key, contract]) => [key, getAddress(addressOf(contract))]),
  ) as Record<TokenKey, string>;
  const tokenOf = (key: TokenKey) => tokenContracts[key];

  log('balances');
  // The liquidity provider needs more ether than anvil's default balance to seed every pool.
  await client.provider.send('anvil_setBalance', [
    account(LIQUIDITY_PROVIDER),
    `0x${parseEther('1000000').toString(16)}`,
  ]);
  for (let index = 0; index < client.accounts.length; index++) {
    const dollars = index === LIQUIDITY_PROVIDER ? 200_000_000 : 10_000_000;
    for (const key of Object.keys(TOKENS) as TokenKey[]) {
      const spec = TOKENS[key];
      if (spec.kind === 'weth9' || spec.kind === 'governance') continue;
      await send(tokenOf(key), 'mint', [account(index), amountForUsd(spec, dollars)]);
    }
  }
  await send(weth, 'deposit', [], { from: LIQUIDITY_PROVIDER, value: parseEther('20000') });
  await send(weth, 'deposit', [], { from: 0, value: parseEther('1000') });
  await send(weth, 'deposit', [], { from: TRADER, value: parseEther('1000') });
  await send(uni, 'transfer', [account(LIQUIDITY_PROVIDER), parseEther('1000000')]);

  const approveAll = async (from: number, spenders: readonly Contract[]) => {
    for (const key of Object.keys(TOKENS) as TokenKey[]) {
      for (const spender of spenders) {
        await send(tokenOf(key), 'approve', [spender.target, MaxUint256], { from });
      }
    }
  };
  await approveAll(LIQUIDITY_PROVIDER, [v2Router, positionManager]);
  await approveAll(0, [v2Router, sushiRouter, positionManager]);

  log('v2 pairs');
  const v2Pairs: Deployment['v2Pairs'] = [];
  const addV2 = async (
    exchange: 'uniswap' | 'sushi',
    router: Contract,
    factory: Contract,
    [a, b, dollars]: readonly [TokenKey, TokenKey, number],
    from: number,
  ) => {
    await send(
      router,
      'addLiquidity',
      [
        tokenAddresses[a],
        tokenAddresses[b],
        amountForUsd(TOKENS[a], dollars),
        amountForUsd(TOKENS[b], dollars),
        0,
        0,
        account(from),
        MaxUint256,
      ],
      { from },
    );
    const pair = getAddress(
      (await factory.getFunction('getPair')(tokenAddresses[a], tokenAddresses[b])) as string,
    );
    if (!v2Pairs.some((p) => p.address === pair))
      v2Pairs.push({ exchange, address: pair, tokens: [a, b] });
    return pair;
  };
  for (const spec of V2_PAIRS)
    await addV2('uniswap', v2Router, v2Factory, spec, LIQUIDITY_PROVIDER);
  for (const spec of SUSHI_PAIRS) await addV2('sushi', sushiRouter, sushiFactory, spec, 0);
  // Account #0's own V2 liquidity: for removal, migration and staking.
  const wethUsdcPair = await addV2('uniswap', v2Router, v2Factory, ['WETH', 'USDC', 100_000], 0);
  const wethDaiPair = await addV2('uniswap', v2Router, v2Factory, ['WETH', 'DAI', 50_000], 0);

  log('v3 pools');
  const sorted = (a: TokenKey, b: TokenKey): [TokenKey, TokenKey] =>
    tokenAddresses[a].toLowerCase() < tokenAddresses[b].toLowerCase() ? [a, b] : [b, a];
  const npmIface = positionManager.interface;
  const mintPosition = async (
    [token0, token1]: [TokenKey, TokenKey],
    fee: number,
    range: { tickLower: number; tickUpper: number },
    amounts: [bigint, bigint],
    from: number,
  ): Promise<number> => {
    const receipt = await send(
      positionManager,
      'mint',
      [
        {
          token0: tokenAddresses[token0],
          token1: tokenAddresses[token1],
          fee,
          tickLower: range.tickLower,
          tickUpper: range.tickUpper,
          amount0Desired: amounts[0],
          amount1Desired: amounts[1],
          amount0Min: 0,
          amount1Min: 0,
          recipient: account(from),
          deadline: MaxUint256,
        },
      ],
      { from },
    );
    for (const entry of receipt.logs) {
      if (getAddress(entry.address) !== getAddress(addressOf(positionManager))) continue;
      const parsed = npmIface.parseLog(entry);
      if (parsed?.name === 'IncreaseLiquidity') return Number(parsed.args.getValue('tokenId'));
    }
    throw new Error('mint emitted no IncreaseLiquidity event');
  };
  const v3Pools: Deployment['v3Pools'] = [];
  for (const [a, b, fee, dollars] of V3_POOLS) {
    const [token0, token1] = sorted(a, b);
    await send(positionManager, 'createAndInitializePoolIfNecessary', [
      tokenAddresses[token0],
      tokenAddresses[token1],
      fee,
      sqrtPriceX96(TOKENS[token0], TOKENS[token1]),
    ]);
    const pool = getAddress(
      (await v3Factory.getFunction('getPool')(
        tokenAddresses[token0],
        tokenAddresses[token1],
        fee,
      )) as string,
    );
    v3Pools.push({ address: pool, tokens: [token0, token1], fee });
    await mintPosition(
      [token0, token1],
      fee,
      fullRange(fee),
      [amountForUsd(TOKENS[token0], dollars), amountForUsd(TOKENS[token1], dollars)],
      LIQUIDITY_PROVIDER,
    );
  }
  const poolOf = (a: TokenKey, b: TokenKey, fee: number) => {
    const [t0, t1] = sorted(a, b);
    const pool = v3Pools.find((p) => p.tokens[0] === t0 && p.tokens[1] === t1 && p.fee === fee);
    if (!pool) throw new Error(`No ${a}/${b} ${fee} pool`);
    return pool;
  };

  log('positions');
  /** Mints a position for account #0 with its ticks offset from the pool's current price. */
  const mintOwnPosition = async (
    [a, b, fee]: readonly [TokenKey, TokenKey, number],
    [lowerOffset, upperOffset]: readonly [number, number],
    [dollars0, dollars1]: readonly [number, number],
  ) => {
    const pool = poolOf(a, b, fee);
    const [t0, t1] = pool.tokens;
    const spacing = TICK_SPACINGS[fee] as number;
    const tick = tickAtPrice(TOKENS[t0], TOKENS[t1]);
    const tokenId = await mintPosition(
      pool.tokens,
      fee,
      {
        tickLower: nearestUsableTick(tick + lowerOffset, spacing),
        tickUpper: nearestUsableTick(tick + upperOffset, spacing),
      },
      [amountForUsd(TOKENS[t0], dollars0), amountForUsd(TOKENS[t1], dollars1)],
      0,
    );
    return { tokenId, pool: pool.address };
  };
  const positions: Deployment['positions'] = [];
  // In range: around the WETH/USDC 0.3% price.
  const inRange = await mintOwnPosition(['WETH', 'USDC', 3000], [-1200, 1200], [50_000, 50_000]);
  positions.push({ ...inRange, owner: account(0), state: 'in-range' });
  // Out of range: entirely above the WETH/USDC 0.05% price, so it holds token0 only.
  const outOfRange = await mintOwnPosition(['WETH', 'USDC', 500], [2000, 4000], [20_000, 0]);
  positions.push({ ...outOfRange, owner: account(0), state: 'out-of-range' });
  {
    // Closed: minted, then all liquidity removed and collected.
    const { tokenId, pool } = await mintOwnPosition(
      ['WETH', 'DAI', 3000],
      [-3000, 3000],
      [5_000, 5_000],
    );
    const position = (await positionManager.getFunction('positions')(tokenId)) as {
      liquidity: bigint;
    };
    await send(positionManager, 'decreaseLiquidity', [
      {
        tokenId,
        liquidity: position.liquidity,
        amount0Min: 0,
        amount1Min: 0,
        deadline: MaxUint256,
      },
    ]);
    await send(positionManager, 'collect', [
      { tokenId, recipient: account(0), amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 },
    ]);
    positions.push({ tokenId, owner: account(0), pool, state: 'closed' });
  }

  log('trades (fees for the in-range position)');
  await send(weth, 'approve', [swapRouter.target, MaxUint256], { from: TRADER });
  await send(tokenOf('USDC'), 'approve', [swapRouter.target, MaxUint256], { from: TRADER });
  for (let round = 0; round < 3; round++) {
    for (const [tokenIn, tokenOut, amountIn] of [
      ['WETH', 'USDC', parseEther('20')],
      ['USDC', 'WETH', parseUnits('40000', 6)],
    ] as const) {
      await send(
        swapRouter,
        'exactInputSingle',
        [
          {
            tokenIn: tokenAddresses[tokenIn],
            tokenOut: tokenAddresses[tokenOut],
            fee: 3000,
            recipient: account(TRADER),
            deadline: MaxUint256,
            amountIn,
            amountOutMinimum: 0,
            sqrtPriceLimitX96: 0,
          },
        ],
        { from: TRADER },
      );
    }
  }

  log('ens');
  const ens = await client.deploy(artifacts.ENSRegistry);
  const resolver = await client.deploy(artifacts.PublicResolver, [ens.target]);
  const reverseRegistrar = await client.deploy(artifacts.ReverseRegistrar, [
    ens.target,
    resolver.target,
  ]);
  const ROOT = `0x${'00'.repeat(32)}`;
  await send(ens, 'setSubnodeOwner', [ROOT, keccakText('eth'), account(0)]);
  await send(ens, 'setSubnodeOwner', [ROOT, keccakText('reverse'), account(0)]);
  await send(ens, 'setSubnodeOwner', [
    namehash('reverse'),
    keccakText('addr'),
    reverseRegistrar.target,
  ]);
  const registerName = async (name: string, owner: number) => {
    const labels = name.split('.');
    for (let i = labels.length - 2; i >= 0; i--) {
      const parent = namehash(labels.slice(i + 1).join('.'));
      await send(ens, 'setSubnodeOwner', [parent, keccakText(labels[i] as string), account(0)]);
    }
    const node = namehash(name);
    await send(ens, 'setResolver', [node, resolver.target]);
    await send(resolver, 'setAddr(bytes32,address)', [node, account(owner)]);
    if (owner !== 0) await send(ens, 'setOwner', [node, account(owner)]);
    return node;
  };
  const ensNames: Record<string, string> = {};
  for (const [name, owner] of ENS_NAMES) {
    await registerName(name, owner);
    await send(reverseRegistrar, 'setName', [name], { from: owner });
    ensNames[name] = account(owner);
  }
  const listContent = contentId(serializeList(devnetTokenList('1.0.0', tokenAddresses)));
  const listNode = await registerName(TOKEN_LIST_ENS_NAME, 0);
  await send(resolver, 'setContenthash', [listNode, listContent.contenthash]);

  log('airdrop');
  const tree = buildClaimTree(
    AIRDROP.map((claim) => ({
      account: account(claim.account),
      amount: parseEther(
        String((claim.socks ? 1000 : 0) + (claim.user ? 400 : 0) + claim.liquidity),
      ),
    })),
  );
  const distributor = await client.deploy(artifacts.MerkleDistributor, [
    uni.target,
    tree.merkleRoot,
  ]);
  await send(uni, 'transfer', [distributor.target, tree.tokenTotal]);
  const claims: Deployment['airdrop']['claims'] = {};
  for (const spec of AIRDROP) {
    const address = account(spec.account);
    const claim = tree.claims[address];
    if (!claim) throw new Error(`No claim built for ${address}`);
    claims[address] = {
      ...claim,
      isSOCKS: spec.socks,
      isUser: spec.user,
      isLP: spec.liquidity > 0,
    };
  }

  log('liquidity mining');
  const mining: Deployment['mining'] = [];
  const genesis = (await client.latestBlock()).timestamp + 60;
  const stakingFactory = await client.deploy(artifacts.StakingRewardsFactory, [
    uni.target,
    genesis,
  ]);
  const startMining = async (stakingToken: string, reward: bigint) => {
    await send(stakingFactory, 'deploy', [stakingToken, reward]);
    await send(uni, 'transfer', [stakingFactory.target, reward]);
    await send(stakingFactory, 'notifyRewardAmount', [stakingToken]);
    const info = (await stakingFactory.getFunction('stakingRewardsInfoByStakingToken')(
      stakingToken,
    )) as {
      stakingRewards: string;
    };
    const stakingRewards = getAddress(info.stakingRewards);
    const lp = client.at(artifacts.UniswapV2Pair, stakingToken);
    const balance = (await lp.getFunction('balanceOf')(account(0))) as bigint;
    await send(lp, 'approve', [stakingRewards, MaxUint256]);
    await send(client.at(artifacts.StakingRewards, stakingRewards), 'stake', [balance / 2n]);
    return stakingRewards;
  };
  await client.increaseTime(61);
  // The first pool runs its whole 60-day period (warped through), so it has ended.
  const endedRewards = await startMining(wethUsdcPair, parseEther('1000000'));
  await client.increaseTime(61 * DAY);
  mining.push({ stakingToken: wethUsdcPair, stakingRewards: endedRewards, state: 'ended' });
  const activeRewards = await startMining(wethDaiPair, parseEther('500000'));
  mining.push({ stakingToken: wethDaiPair, stakingRewards: activeRewards, state: 'active' });

  log('governance');
  const proposers = { a: 3, b: 4, c: 5 };
  for (const index of Object.values(proposers)) {
    await send(uni, 'transfer', [account(index), parseEther('15000000')]);
    await send(uni, 'delegate', [account(index)], { from: index });
  }
  await send(uni, 'transfer', [account(1), parseEther('5000000')]);
  await send(uni, 'delegate', [account(0)], { from: 1 });
  await send(uni, 'transfer', [account(2), parseEther('1000000')]);
  await send(uni, 'delegate', [account(0)]);
  await client.mine(1);

  const proposals: Deployment['governance']['proposals'] = [];
  const propose = proposalSeeder(client, governor, proposals);
  const mintAction = (token: TokenKey, to: number, amount: bigint) => ({
    target: tokenOf(token),
    signature: 'mint(address,uint256)',
    types: ['address', 'uint256'],
    args: [account(to), amount],
  });
  const passAndQueue = async (id: number) => {
    await client.mine(2);
    await send(governor, 'castVote', [id, true]);
    await finishVoting(client, addressOf(governor), id);
    await send(governor, 'queue', [id]);
  };

  const executed = await propose(
    proposers.a,
    'Fund the devnet grants pilot',
    'Mints 1,000 USDC to the pilot multisig. See the [forum thread](https://example.org/grants-pilot).',
    mintAction('USDC', 7, parseUnits('1000', 6)),
    'Executed',
  );
  await passAndQueue(executed);
  const { eta } = (await governor.getFunction('proposals')(executed)) as { eta: bigint };
  const { timestamp } = await client.latestBlock();
  await client.increaseTime(Number(eta) - timestamp + 1);
  await send(governor, 'execute', [executed]);

  const queued = await propose(
    proposers.a,
    'Raise the timelock delay to three days',
    'Gives holders one more day to react to queued changes. Background: [timelock docs](https://example.org/timelock).',
    { target: timelock, signature: 'setDelay(uint256)', types: ['uint256'], args: [3 * DAY] },
    'Queued',
  );
  await passAndQueue(queued);

  const succeeded = await propose(
    proposers.a,
    'Seed the DAI incentives budget',
    'Mints 50,000 DAI for liquidity incentives. Details on [the proposal page](https://example.org/dai-budget).',
    mintAction('DAI', 7, parseEther('50000')),
    'Succeeded',
  );
  await client.mine(2);
  await send(governor, 'castVote', [succeeded, true]);
  await finishVoting(client, addressOf(governor), succeeded);

  const defeated = await propose(
    proposers.b,
    'Turn on the protocol fee',
    // Hostile markup on purpose: proposal text is untrusted and must never render as HTML.
    'Sets the fee recipient. <script>alert("xss")</script> <img src=x onerror=alert(1)> [a link](javascript:alert(1)) and [a safe link](https://example.org/fee-switch).',
    { target: v2Factory, signature: 'setFeeTo(address)', types: ['address'], args: [account(4)] },
    'Defeated',
  );
  await client.mine(2);
  await send(governor, 'castVote', [defeated, false]);
  await send(governor, 'castVote', [defeated, true], { from: proposers.b });
  await finishVoting(client, addressOf(governor), defeated);

  const canceled = await propose(
    proposers.c,
    'Mint WBTC to the treasury',
    'Withdrawn by its author. [Why](https://example.org/withdrawn).',
    mintAction('WBTC', 7, parseUnits('1', 8)),
    'Canceled',
  );
  // A proposal can be canceled once its proposer's votes fall below the threshold.
  await send(uni, 'delegate', [account(0)], { from: proposers.c });
  await client.mine(1);
  await send(governor, 'cancel', [canceled]);

  const active = await propose(
    proposers.a,
    'Uniswap Ecosystem Grants Program',
    [
      'A community-run grants program with **1 lead** and **5 reviewers**, paid out by a 4-of-5 multisig.',
      '',
      '## Budget',
      '',
      '- $750K quarterly cap, for terms of 2 quarters',
      '- a 4% quorum for changes to the program',
      '- lead pay of 25 UNI/hr, capped at 30 hrs/week',
      '',
      'Read the [full proposal](https://example.org/uegp).',
    ].join('\n'),
    mintAction('USDC', 7, parseUnits('750000', 6)),
    'Active',
  );
  await client.mine(2);
  await send(governor, 'castVote', [active, true], { from: proposers.a });
  await send(governor, 'castVote', [active, false], { from: proposers.b });

  const pending = await propose(
    proposers.b,
    'Add a 1 bp fee tier',
    'Enables the 0.01% tier for stable pairs. See [the analysis](https://example.org/1bp).',
    {
      target: v3Factory,
      signature: 'enableFeeAmount(uint24,int24)',
      types: ['uint24', 'int24'],
      args: [200, 4],
    },
    'Pending',
  );
  // Voting delay is one block in GovernorAlpha; move the start far out so it stays Pending.
  const { number: block } = await client.latestBlock();
  const start = BigInt(block + 1_000_000);
  await client.setStorageAt(
    addressOf(governor),
    proposalFieldSlot(pending, START_BLOCK_FIELD),
    start,
  );
  await client.setStorageAt(
    addressOf(governor),
    proposalFieldSlot(pending, END_BLOCK_FIELD),
    start + 40_320n,
  );
  await client.mine(1);

  const mixedRouteQuoterV1 = await deployMixedRouteQuoterV1(client, {
    v3Factory: addressOf(v3Factory),
    v2Factory: addressOf(v2Factory),
    weth9: addressOf(weth),
  });

  log('governor bravo');
  // Deployed last, like the quoter above: every address before it stays what it was.
  const governorBravo = await deployGovernorBravo(client, {
    uni,
    governorAlpha: governor,
    usdc: tokenOf('USDC'),
    dai: tokenOf('DAI'),
    wbtc: tokenOf('WBTC'),
    v2Factory,
    v3Factory,
    proposers,
  });

  log('price history');
  // Last of all, like Bravo: its day of chain time comes after every recorded block, every
  // proposal's vote and every eta the seed sets, and it sends nothing from account #0.
  const [historyA, historyB, historyFee] = PRICE_HISTORY.pool;
  const historyPool = poolOf(historyA, historyB, historyFee);
  const priceHistory = await seedPriceHistory(client, {
    pools: v3Pools.map((pool) => pool.address),
    pool: historyPool.address,
    token0: tokenOf(historyPool.tokens[0]),
    token1: tokenOf(historyPool.tokens[1]),
    weth,
    swapRouter,
  });

  const tokens = Object.fromEntries(
    (Object.keys(TOKENS) as TokenKey[]).map((key) => {
      const spec = TOKENS[key];
      const token: DeployedToken = {
        address: tokenAddresses[key],
        symbol: spec.symbol,
        name: spec.name,
        decimals: spec.decimals,
        kind: spec.kind,
        lists: [...spec.lists],
      };
      return [key, token];
    }),
  ) as Record<TokenKey, DeployedToken>;

  const checksum = (contract: Contract) => getAddress(addressOf(contract));
  return {
    chainId: client.chainId,
    accounts: [...client.accounts],
    contracts: {
      weth9: checksum(weth),
      multicall: checksum(multicall),
      v2Factory: checksum(v2Factory),
      v2Router02: checksum(v2Router),
      sushiFactory: checksum(sushiFactory),
      sushiRouter: checksum(sushiRouter),
      v3Factory: checksum(v3Factory),
      nftDescriptorLibrary: checksum(nftDescriptorLibrary),
      nonfungibleTokenPositionDescriptor: checksum(positionDescriptor),
      nonfungiblePositionManager: checksum(positionManager),
      swapRouter: checksum(swapRouter),
      swapRouter02: checksum(swapRouter02),
      quoter: checksum(quoter),
      quoterV2: checksum(quoterV2),
      mixedRouteQuoterV1: getAddress(mixedRouteQuoterV1),
      tickLens: checksum(tickLens),
      v3Migrator: checksum(v3Migrator),
      uni: checksum(uni),
      timelock: checksum(timelock),
      governorAlpha: checksum(governor),
      governorBravo: getAddress(governorBravo.address),
      merkleDistributor: checksum(distributor),
      stakingRewardsFactory: checksum(stakingFactory),
      ensRegistry: checksum(ens),
      ensPublicResolver: checksum(resolver),
      ensReverseRegistrar: checksum(reverseRegistrar),
    },
    deploymentBlocks: {
      governorAlpha: governorDeploymentBlock,
      governorBravo: governorBravo.deploymentBlock,
    },
    tokens,
    v2Pairs,
    v3Pools,
    positions,
    mining,
    governance: { proposals, bravoProposals: governorBravo.proposals },
    airdrop: {
      token: checksum(uni),
      merkleRoot: tree.merkleRoot,
      tokenTotal: `0x${tree.tokenTotal.toString(16)}`,
      claims,
    },
    ens: {
      names: ensNames,
      tokenListName: TOKEN_LIST_ENS_NAME,
      tokenListCid: listContent.cidV0,
      tokenListContenthash: listContent.contenthash,
    },
    priceHistory,
  };
}
