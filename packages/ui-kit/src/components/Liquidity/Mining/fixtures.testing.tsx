import type { ReactNode } from 'react';
import type { MiningOverviewLabels, MiningPoolItem } from './MiningOverview';

export const miningLabels: MiningOverviewLabels = {
  bannerTitle: 'Uniswap liquidity mining',
  bannerText:
    'Deposit your Liquidity Provider tokens to receive UNI, the Uniswap protocol governance token.',
  participating: 'Participating pools',
  loading: 'Loading...',
  empty: 'No active pools',
  totalDeposited: 'Total deposited',
  poolRate: 'Pool rate',
  manage: 'Manage',
  deposit: 'Deposit',
};

export const miningPools: readonly MiningPoolItem[] = [
  {
    id: '0x1111111111111111111111111111111111111111',
    pair: 'ETH/DAI',
    countdown: 'Rewards end in 59d 23h 58m 12s',
    totalDeposited: '1,414.21 DAI',
    poolRate: '57,870 UNI / week',
    href: '/uni/ETH/0x6B175474E89094C44Da98b954EedeAC495271d0F',
    hasStake: true,
  },
  {
    id: '0x2222222222222222222222222222222222222222',
    pair: 'ETH/USDC',
    countdown: 'Rewards have ended!',
    totalDeposited: '2,000.00 USDC',
    poolRate: '0 UNI / week',
    href: '/uni/ETH/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    hasStake: false,
  },
];

export const renderLink = (href: string, className: string, children: ReactNode) => (
  <a href={href} className={className}>
    {children}
  </a>
);
