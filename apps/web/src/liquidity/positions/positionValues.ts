// What /pool/{id} shows about one position (spec 001 §2 "Position detail"), read in one value: the
// position, what it holds and is owed (@dex/liquidity's positionAmounts) with their USD values,
// who may manage it, and the Collect button's state.
import type { Currency, CurrencyAmount } from '@dex/currency';
import { anyAboveZero, isOwnerOrOperator, positionAmounts, sumOfPair } from '@dex/liquidity';
import { atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { usdPriceAtom, usdValue } from '../../prices';
import { activeChainIdAtom } from '../../state/wallet';
import { owedFeesAtom, positionAuthorityAtom, positionDetailAtom } from '../positionAtoms';
import { collectBindingAtom, collectStatusAtom } from './collectAtoms';

/** The USD value of a pair of amounts; undefined unless both tokens have a price. */
function pairUsdValue(
  get: Getter,
  amounts: readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>] | undefined,
) {
  if (!amounts) return undefined;
  const [a, b] = amounts.map((amount) => usdValue(amount, get(usdPriceAtom(amount.currency))));
  return sumOfPair(a, b);
}

export const positionPageReadsAtom = atomFamily((tokenId: bigint) =>
  atom((get) => {
    const detail = get(positionDetailAtom(tokenId));
    const fees = get(owedFeesAtom(tokenId));
    const amounts =
      detail.status === 'ready' ? positionAmounts(detail.pool, detail.position, fees) : undefined;
    const canManage = isOwnerOrOperator(get(positionAuthorityAtom(tokenId)).authority);
    const collect = get(collectStatusAtom(tokenId));
    return {
      detail,
      amounts,
      canManage,
      collect,
      canCollect: canManage && collect === 'idle' && anyAboveZero(amounts?.fees),
      chainId: get(activeChainIdAtom),
      // What this render shows (chain, account, position): a press is sent only while it holds.
      collectShown: get(collectBindingAtom(tokenId)),
      liquidityUsd: pairUsdValue(get, amounts?.liquidity),
      feesUsd: pairUsdValue(get, amounts?.fees),
    };
  }),
);
