// /find?origin=...: choose two tokens and see whether the V2 pair exists and holds the account's
// liquidity (spec 001 §2 "Find"); a pair that exists is stored and shows on /pool/v2.

import type { Currency } from '@dex/currency';
import { findPoolPageView, PoolState } from '@dex/liquidity';
import { FindPool, linkRenderer, useDocumentTitle } from '@dex/ui-kit';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { returnPath } from '../../routing/returnPath';
import { addUserPairAtom } from '../../state/userSettings';
import { activeChainIdAtom } from '../../state/wallet';
import { currencyAtom } from '../../tokens/currencyAtoms';
import { TokenSelectModal } from '../../tokens/TokenSelectModal';
import { v2PairAtom } from '../v2Atoms';

const renderLink = linkRenderer(Link);

/** No currency chosen on a side yet. */
const noneAtom = atom<Currency | null>(null);

// @spec 001 §2.21 Choose two tokens. Prompts say Select
// @spec 001 §8.6 Messages
export function FindPoolPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const [search] = useSearchParams();
  // Spec §2: origin defaults to /pool; only a path of this site is linked (routing/returnPath).
  const origin = returnPath(search.get('origin'), '/pool', window.location.origin);
  const chainId = useAtomValue(activeChainIdAtom);
  const [ids, setIds] = useState<{ a: string | null; b: string | null }>({ a: 'ETH', b: null });
  const [selecting, setSelecting] = useState<'a' | 'b' | null>(null);
  const currencyA = useAtomValue(ids.a ? currencyAtom(chainId, ids.a) : noneAtom);
  const currencyB = useAtomValue(ids.b ? currencyAtom(chainId, ids.b) : noneAtom);
  const pairAtom = useMemo(() => v2PairAtom(currencyA, currencyB), [currencyA, currencyB]);
  const info = useAtomValue(pairAtom);
  const addPair = useSetAtom(addUserPairAtom);
  useDocumentTitle(t('app.pageTitle', { page: t('find.title') }));
  // Spec 000 §3: a found pair is stored, so /pool/v2 tracks it from now on.
  useEffect(() => {
    if (info.state === PoolState.EXISTS && info.pair) addPair(info.pair.token0, info.pair.token1);
  }, [info.state, info.pair, addPair]);

  return (
    <>
      <FindPool
        {...findPoolPageView(t, {
          currencyA,
          currencyB,
          ...info,
          origin,
          locale,
          onSelect: setSelecting,
        })}
        renderLink={renderLink}
      />
      <TokenSelectModal
        isOpen={selecting !== null}
        onDismiss={() => setSelecting(null)}
        selectedIds={[ids.a, ids.b].filter((id): id is string => id !== null)}
        onSelect={(id) => {
          if (selecting) setIds({ ...ids, [selecting]: id });
          setSelecting(null);
        }}
      />
    </>
  );
}
