import type { ReactNode } from 'react';
import type { PositionDetailLabels, PositionDetailProps } from './PositionDetail';
import type {
  PositionListItem,
  PositionsOverviewLabels,
  PositionsOverviewLinks,
  PositionsPromo,
} from './PositionsOverview';

/** Shared by the stories and the tests: plain anchors stand in for the app's router links. */
export const renderLink = (href: string, className: string, children: ReactNode) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export const statusLabels = {
  'in-range': 'In range',
  'out-of-range': 'Out of range',
  closed: 'Inactive',
} as const;

export const overviewLabels: PositionsOverviewLabels = {
  title: 'Pools Overview',
  more: 'More',
  createPool: 'Create a pool',
  migrate: 'Migrate',
  v2Liquidity: 'V2 liquidity',
  learn: 'Learn',
  newPosition: '+ New Position',
  yourPositions: 'Your positions (3)',
  hideClosed: 'Hide closed positions',
  showClosed: 'Show closed positions',
  connectPrompt: 'Connect to a wallet to view your liquidity.',
  connectWallet: 'Connect a wallet',
  empty: 'No liquidity found.',
  loading: 'Loading positions',
  v2Link: 'Looking for V2 liquidity?',
  min: 'Min:',
  max: 'Max:',
  addLiquidity: 'Add liquidity',
  addLiquidityTo: (pair) => `Add liquidity to ${pair}`,
  promos: 'Learn more',
  status: statusLabels,
};

export const promos: PositionsPromo[] = [
  {
    id: 'learn',
    title: 'Learn about providing liquidity',
    text: 'Choose the price range your tokens earn fees in.',
    linkLabel: 'Read the guide',
    href: 'https://docs.uniswap.org/',
  },
  {
    id: 'top-pools',
    title: 'Top pools',
    text: 'See which pools trade the most.',
    linkLabel: 'Explore pools',
    href: 'https://info.uniswap.org/#/pools',
  },
];

export const overviewLinks: PositionsOverviewLinks = {
  createPool: '/add/ETH',
  migrate: '/migrate/v2',
  v2Liquidity: '/pool/v2',
  learn: 'https://docs.uniswap.org/',
  newPosition: '/add/ETH',
};

export const positions: PositionListItem[] = [
  {
    tokenId: '9',
    href: '/pool/9',
    addHref: '/add/ETH/0xUSDC',
    pair: 'WETH / USDC',
    feeLabel: '0.3%',
    status: 'in-range',
    min: '1,773 USDC per WETH',
    max: '2,255 USDC per WETH',
  },
  {
    tokenId: '10',
    href: '/pool/10',
    addHref: '/add/ETH/0xUSDC',
    pair: 'WETH / USDC',
    feeLabel: '0.05%',
    status: 'out-of-range',
    min: '2,443 USDC per WETH',
    max: '2,984 USDC per WETH',
  },
  {
    tokenId: '11',
    href: '/pool/11',
    addHref: '/add/ETH/0xDAI',
    pair: 'WETH / DAI',
    feeLabel: '0.3%',
    status: 'closed',
    min: '1,482 DAI per WETH',
    max: '2,699 DAI per WETH',
  },
];

export const detailLabels: PositionDetailLabels = {
  liquidity: 'Liquidity',
  unclaimedFees: 'Unclaimed fees',
  collectFees: 'Collect fees',
  collecting: 'Collecting',
  collected: 'Collected',
  addLiquidity: 'Add Liquidity',
  removeLiquidity: 'Remove Liquidity',
  owner: 'Owner',
  priceRange: 'Price range',
  invert: 'Show prices in',
  artworkPlaceholder: 'No artwork',
  artworkAlt: 'Position artwork',
  status: statusLabels,
};

const SVG = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="290" height="500"><rect width="290" height="500" rx="42" fill="#1b1b2f"/><text x="24" y="60" fill="white" font-size="22">WETH/USDC 0.3%</text></svg>',
)}`;

export const detail: PositionDetailProps = {
  back: <a href="/pool">← Back to Pools Overview</a>,
  pair: 'WETH / USDC',
  feeLabel: '0.3%',
  status: 'in-range',
  manage: {
    addHref: '/increase/ETH/0xUSDC/3000/9',
    removeHref: '/remove/9',
    collect: 'idle',
    onCollect: () => {},
  },
  artworkSrc: SVG,
  liquidityValue: '$99,812.41',
  liquidityAmounts: [
    { symbol: 'WETH', amount: '24.9871' },
    { symbol: 'USDC', amount: '49,870.2' },
  ],
  feesValue: '$360.12',
  feeAmounts: [
    { symbol: 'WETH', amount: '0.05999' },
    { symbol: 'USDC', amount: '240.0' },
  ],
  prices: {
    min: { label: 'Min price', value: '1,773', unit: 'USDC per WETH' },
    max: { label: 'Max price', value: '2,255', unit: 'USDC per WETH' },
    current: { label: 'Current price', value: '2,000', unit: 'USDC per WETH' },
    symbols: ['WETH', 'USDC'],
    inverted: false,
    onInvert: () => {},
  },
  labels: detailLabels,
  renderLink,
};
