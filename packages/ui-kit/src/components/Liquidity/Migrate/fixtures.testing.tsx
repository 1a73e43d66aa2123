import type { ReactNode } from 'react';
import { feeTierFixture, rangeFixture } from '../Add/fixtures.testing';
import type { MigratePairItem, MigrateV2ListLabels } from './MigrateV2List';
import type { MigrateV2PairForm } from './MigrateV2Pair';

export const migrateLabels: MigrateV2ListLabels = {
  title: 'Migrate V2 Liquidity',
  intro: 'Move your V2 liquidity into a V3 position.',
  yourLiquidity: 'Your V2 liquidity',
  connectPrompt: 'Connect to a wallet to view your V2 liquidity.',
  connectWallet: 'Connect a wallet',
  empty: 'No V2 Liquidity found.',
  loading: 'Loading...',
  importPool: "Don't see one of your V2 positions? Import it.",
  pooled: (symbol) => `Pooled ${symbol}:`,
  share: 'Your pool share:',
  migrate: 'Migrate',
};

export const migratePairs: readonly MigratePairItem[] = [
  {
    id: '0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5',
    pair: 'ETH/USDC',
    exchange: 'Uniswap V2',
    symbolA: 'ETH',
    symbolB: 'USDC',
    pooledA: '12.5',
    pooledB: '50,000.0',
    share: '2.44%',
    migrateHref: '/migrate/v2/0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5',
  },
  {
    id: '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
    pair: 'ETH/USDC',
    exchange: 'SushiSwap',
    symbolA: 'ETH',
    symbolB: 'USDC',
    pooledA: '0.0001',
    pooledB: '0.4',
    share: '<0.01%',
    migrateHref: '/migrate/v2/0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
  },
];

export const renderLink = (href: string, className: string, children: ReactNode) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** A ready migrate form: ETH/USDC from Uniswap V2 into the 0.3 % pool, LP not approved yet. */
export const migrateForm: MigrateV2PairForm = {
  pair: 'ETH/USDC',
  exchange: 'Uniswap V2',
  positionTitle: 'Your V2 position',
  position: [
    { label: 'ETH/USDC LP tokens', value: '1.58113' },
    { label: 'Pooled WETH', value: '25' },
    { label: 'Pooled USDC', value: '50,000' },
    { label: 'Share of pool', value: '2.44%' },
  ],
  // The add page's fee tiers and range (the migrate form uses the same components).
  feeTier: feeTierFixture,
  range: rangeFixture,
  outcomeTitle: 'Your V3 position',
  outcome: [
    { label: 'WETH into V3', value: '24.9' },
    { label: 'USDC into V3', value: '50,000' },
    { label: 'WETH refunded', value: '0.1' },
    { label: 'USDC refunded', value: '0' },
  ],
  approval: { label: 'Approve', status: 'approve', onClick: () => {} },
  action: { label: 'Migrate', status: 'ready', disabled: true, onClick: () => {} },
};

export const priceDifferenceWarning = {
  message:
    'You should only deposit liquidity into Uniswap V3 at a price you believe is correct. The V2 and V3 prices differ by 2% or more.',
  facts: [
    { label: 'V2 WETH price', value: '2,000 USDC' },
    { label: 'V3 WETH price', value: '2,100 USDC' },
    { label: 'Price difference', value: '5.00%' },
  ],
};

export const firstProviderWarning =
  'You are the first liquidity provider for this Uniswap V3 pool. Your liquidity will migrate at the current V2 price. Your transaction cost also includes the gas to create the pool.';
