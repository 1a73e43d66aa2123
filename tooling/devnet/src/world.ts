// What the devnet is seeded with: the tokens, their dollar prices, the pools and who holds what.
// Everything here is data; deploy.ts turns it into transactions.

export type TokenKey =
  | 'WETH'
  | 'USDC'
  | 'USDT'
  | 'DAI'
  | 'WBTC'
  | 'UNI'
  | 'MKR'
  | 'LONG'
  | 'FOT'
  | 'NOLIST'
  | 'UNSUP'
  | 'HOP'
  | 'NEW';

export type TokenKind =
  | 'weth9'
  | 'governance'
  | 'erc20-permit'
  | 'dai-permit'
  | 'fee-on-transfer'
  | 'bytes32-metadata';

export interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  kind: TokenKind;
  usdMicros: bigint;
  /** Which devnet token-list versions carry it ("none" for tokens on no list). */
  lists: readonly ('1.0.0' | '1.0.1' | '1.1.0' | '2.0.0' | 'unsupported')[];
  tags?: readonly string[];
}

const ALL_VERSIONS = ['1.0.0', '1.0.1', '1.1.0', '2.0.0'] as const;

export const TOKENS: Record<TokenKey, TokenSpec> = {
  WETH: {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    kind: 'weth9',
    usdMicros: 2_000_000_000n,
    lists: ALL_VERSIONS,
  },
  USDC: {
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    kind: 'erc20-permit',
    usdMicros: 1_000_000n,
    lists: ALL_VERSIONS,
    tags: ['stablecoin'],
  },
  USDT: {
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    kind: 'erc20-permit',
    usdMicros: 1_000_000n,
    lists: ALL_VERSIONS,
    tags: ['stablecoin'],
  },
  DAI: {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimals: 18,
    kind: 'dai-permit',
    usdMicros: 1_000_000n,
    lists: ALL_VERSIONS,
    tags: ['stablecoin'],
  },
  WBTC: {
    symbol: 'WBTC',
    name: 'Wrapped BTC',
    decimals: 8,
    kind: 'erc20-permit',
    usdMicros: 40_000_000_000n,
    lists: ALL_VERSIONS,
  },
  UNI: {
    symbol: 'UNI',
    name: 'Uniswap',
    decimals: 18,
    kind: 'governance',
    usdMicros: 5_000_000n,
    lists: ALL_VERSIONS,
  },
  MKR: {
    symbol: 'MKR',
    name: 'Maker',
    decimals: 18,
    kind: 'bytes32-metadata',
    usdMicros: 1_000_000_000n,
    lists: ALL_VERSIONS,
  },
  // The token-list schema caps symbols at 20 characters, so this one can only be on no list.
  LONG: {
    symbol: 'EXTREMELYLONGSYMBOLTOKEN',
    name: 'Extremely Long Symbol Token',
    decimals: 18,
    kind: 'erc20-permit',
    usdMicros: 500_000n,
    lists: [],
  },
  FOT: {
    symbol: 'FOT',
    name: 'Fee On Transfer Token',
    decimals: 18,
    kind: 'fee-on-transfer',
    usdMicros: 2_000_000n,
    lists: ALL_VERSIONS,
  },
  NOLIST: {
    symbol: 'NOLIST',
    name: 'Unlisted Token',
    decimals: 18,
    kind: 'erc20-permit',
    usdMicros: 1_000_000n,
    lists: [],
  },
  UNSUP: {
    symbol: 'UNSUP',
    name: 'Unsupported Token',
    decimals: 18,
    kind: 'erc20-permit',
    usdMicros: 1_000_000n,
    lists: ['unsupported'],
  },
  // Reachable only through multi-hop routes (paired with DAI alone).
  HOP: {
    symbol: 'HOP',
    name: 'Hop Token',
    decimals: 18,
    kind: 'erc20-permit',
    usdMicros: 100_000n,
    lists: ['1.0.0', '1.0.1', '1.1.0'],
  },
  // Appears from list version 1.0.1 on (a patch bump that needs "Accept update"), for the list-update flows.
  NEW: {
    symbol: 'NEW',
    name: 'Newly Listed Token',
    decimals: 18,
    kind: 'erc20-permit',
    usdMicros: 3_000_000n,
    lists: ['1.0.1', '1.1.0', '2.0.0'],
  },
};

/** Fee basis points burned by the fee-on-transfer token. */
export const FOT_FEE_BPS = 100;

/** Background liquidity comes from account #8 so that #0's positions are its own. */
export const LIQUIDITY_PROVIDER = 8;
/** Account #9 trades through the pools so positions earn fees. */
export const TRADER = 9;

/**
 * A day of oracle history on one V3 pool, for the price-history chart (issue #42 §2): its
 * observation cardinality raised, then trades 30 minutes apart that take its price to each of
 * `pathBps` (basis points from where it started) and a last one back to exactly its start.
 */
export const PRICE_HISTORY = {
  pool: ['WETH', 'USDC', 3000],
  /** Account #7 sends nothing else in the seed (it only receives proposals' mints). */
  trader: 7,
  /** Enough slots for the day's writes with room for the tests' and journeys' own trades. */
  observationCardinality: 150,
  intervalSeconds: 30 * 60,
  // Up to +3.2 % a third of the way in, down to -2.4 % three quarters in, each trade against the last.
  pathBps: [
    59, -2, 96, 35, 134, 73, 171, 110, 209, 148, 246, 185, 284, 223, 321, 260, 315, 210, 265, 160,
    215, 110, 165, 60, 115, 10, 65, -40, 15, -90, -35, -140, -85, -190, -135, -240, -143, -207,
    -110, -173, -77, -140, -43, -107, -10, -73, 23,
  ],
} as const satisfies {
  pool: readonly [TokenKey, TokenKey, number];
  trader: number;
  observationCardinality: number;
  intervalSeconds: number;
  pathBps: readonly number[];
};

export const V2_PAIRS: ReadonlyArray<readonly [TokenKey, TokenKey, number]> = [
  // [tokenA, tokenB, depth in dollars per side]
  ['WETH', 'USDC', 4_000_000],
  ['WETH', 'DAI', 2_000_000],
  ['WETH', 'USDT', 1_000_000],
  ['WETH', 'WBTC', 2_000_000],
  ['USDC', 'USDT', 1_000_000],
  ['DAI', 'USDC', 1_000_000],
  ['UNI', 'WETH', 500_000],
  ['MKR', 'WETH', 200_000],
  ['LONG', 'WETH', 50_000],
  ['FOT', 'WETH', 100_000],
  ['NOLIST', 'WETH', 50_000],
  ['UNSUP', 'WETH', 50_000],
  ['HOP', 'DAI', 100_000],
  ['NEW', 'WETH', 50_000],
];

export const SUSHI_PAIRS: ReadonlyArray<readonly [TokenKey, TokenKey, number]> = [
  ['WETH', 'USDC', 1_000_000],
  ['WETH', 'DAI', 500_000],
];

export const V3_POOLS: ReadonlyArray<readonly [TokenKey, TokenKey, number, number]> = [
  // [tokenA, tokenB, fee, depth in dollars per side, full range]
  ['WETH', 'USDC', 500, 3_000_000],
  ['WETH', 'USDC', 3000, 2_000_000],
  ['USDC', 'USDT', 100, 1_000_000],
  ['DAI', 'USDC', 100, 1_000_000],
  ['WETH', 'DAI', 3000, 1_000_000],
  ['WBTC', 'WETH', 3000, 1_000_000],
  ['UNI', 'WETH', 10000, 300_000],
  ['HOP', 'DAI', 3000, 100_000],
];

export interface ClaimSpec {
  account: number;
  socks: boolean;
  user: boolean;
  /** Liquidity-provider portion in whole UNI (the remainder above SOCKS and user). */
  liquidity: number;
}

/** SOCKS holders get 1000 UNI, users 400, liquidity providers the rest (spec §9). */
export const AIRDROP: readonly ClaimSpec[] = [
  { account: 0, socks: true, user: true, liquidity: 2345 },
  { account: 1, socks: false, user: true, liquidity: 0 },
  { account: 3, socks: true, user: false, liquidity: 0 },
  { account: 4, socks: false, user: false, liquidity: 57 },
];

export const ENS_NAMES: ReadonlyArray<readonly [string, number]> = [
  ['alice.eth', 0],
  ['bob.eth', 1],
  ['carol.eth', 2],
];

/** The ENS name whose contenthash points at the devnet token list on the IPFS stand-in. */
export const TOKEN_LIST_ENS_NAME = 'tokens.dexdev.eth';

/** A fixed list timestamp keeps the lists, their content ids and the deployment reproducible. */
export const LIST_TIMESTAMP = '2026-01-01T00:00:00.000Z';
