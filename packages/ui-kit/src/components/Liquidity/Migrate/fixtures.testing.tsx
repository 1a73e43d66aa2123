import type { ReactNode } from 'react';
import type { MigratePairItem, MigrateV2ListLabels } from './MigrateV2List';

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
