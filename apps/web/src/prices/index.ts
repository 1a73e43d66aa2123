// USD values (spec 000 §9, spec 001 §9) for the swap and liquidity screens.
export { usdPriceAtom } from './usdPriceAtoms';
export { formatUsd, usdValue } from './usdValue';
