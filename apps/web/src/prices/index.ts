// USD values (spec 000 §9, spec 001 §9) for the swap and liquidity screens.
export { formatUsd, usdValue } from '@dex/swap';
export { usdPriceAtom } from './usdPriceAtoms';
