// The chain's gas price, read once per chain while the page lives: the split search's gas model
// (/swap) and the gas reserve Max keeps of the native coin (/swap, /add, /add/v2). A request of
// its own every block would break the read path's one request per block.
import { readGasPrice } from '@dex/write';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { chainReader } from '../chain/chainReaders';
import { activeChainIdAtom } from './wallet';

/** The active chain's gas price in wei; undefined until known or when the node refuses it. */
export const gasPriceAtom = unwrap(
  atom(async (get) => {
    const provider = chainReader(get(activeChainIdAtom))?.provider;
    // Unknown: routes are then compared without their gas, Max keeps the fixed reserve.
    return provider ? readGasPrice((args) => provider.request(args)) : undefined;
  }),
  () => undefined,
);

const unknownGasPriceAtom = atom<bigint | undefined>(undefined);

/**
 * The gas price when a form holds the native coin, else nothing (and nothing is asked): Max of
 * a token is its whole balance.
 */
export const gasPriceForAtom = (holdsNative: boolean) =>
  holdsNative ? gasPriceAtom : unknownGasPriceAtom;
