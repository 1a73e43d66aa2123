// /pool/{tokenId}: one V3 position (spec 001 §2 "Position detail"): artwork, value, fees with
// Collect, the price range; Add / Remove / Collect only for the owner or the approved operator.
import {
  anyAboveZero,
  collectSummaryText,
  currencySymbol,
  feeText,
  isOwnerOrOperator,
  POSITION_AMOUNT_DIGITS,
  POSITION_FEE_DIGITS,
  parseTokenId,
  positionAccessProps,
  positionAmountRows,
  positionAmounts,
  positionBadge,
  positionDetailLabels,
  positionPairLabel,
  positionPlaceholderLabels,
  positionPriceRows,
  positionRangeView,
} from '@dex/liquidity';
import { BackLink, linkRenderer, PositionDetail, PositionPlaceholder } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { formatUsd } from '../../prices';
import { activeChainIdAtom } from '../../state/wallet';
import { addressExplorerUrl } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import { owedFeesAtom, positionAuthorityAtom, positionDetailAtom } from '../positionAtoms';
import {
  collectBindingAtom,
  collectFeesActionAtom,
  collectStatusAtom,
  estimateCollectCostAtom,
} from './collectAtoms';
import { pairUsdValueAtom } from './positionValues';

const renderLink = linkRenderer(Link);

export function PositionPageRoute() {
  const { tokenId } = useParams();
  const id = parseTokenId(tokenId);
  return id === null ? <Navigate replace to="/pool" /> : <PositionPage tokenId={id} />;
}

function PositionPage({ tokenId }: { readonly tokenId: bigint }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const detail = useAtomValue(positionDetailAtom(tokenId));
  const fees = useAtomValue(owedFeesAtom(tokenId));
  const { authority } = useAtomValue(positionAuthorityAtom(tokenId));
  const chainId = useAtomValue(activeChainIdAtom);
  const collectStatus = useAtomValue(collectStatusAtom(tokenId));
  // What this render shows (chain, account, position): a press is sent only while it still holds.
  const collectShown = useAtomValue(collectBindingAtom(tokenId));
  const collect = useSetAtom(collectFeesActionAtom);
  const [flipped, setFlipped] = useState(false);

  const ready = detail.status === 'ready' ? detail : undefined;
  const amounts = useMemo(
    () => (ready ? positionAmounts(ready.pool, ready.position, fees) : undefined),
    [ready, fees],
  );
  const liquidityUsd = useAtomValue(
    useMemo(() => pairUsdValueAtom(amounts?.liquidity), [amounts?.liquidity]),
  );
  const feesUsd = useAtomValue(useMemo(() => pairUsdValueAtom(amounts?.fees), [amounts?.fees]));
  // Collect's cost, priced once per visit while there is something to collect.
  const canCollect =
    isOwnerOrOperator(authority) && collectStatus === 'idle' && anyAboveZero(amounts?.fees);
  const costKey = useMemo(() => (canCollect ? { tokenId } : null), [canCollect, tokenId]);
  const collectCost = useNetworkCost(costKey, useSetAtom(estimateCollectCostAtom));

  const pair = ready ? positionPairLabel(ready.token0, ready.token1) : '';
  useEffect(() => {
    document.title = t('app.pageTitle', { page: pair || t('feature.position') });
  }, [t, pair]);

  const back = (
    <BackLink to="/pool" linkComponent={Link}>
      {t('positions.back')}
    </BackLink>
  );
  if (detail.status !== 'ready') {
    const labels = positionPlaceholderLabels(t);
    return <PositionPlaceholder back={back} status={detail.status} labels={labels} />;
  }

  const { position, token0, token1, pool } = detail;
  // The user's toggle flips the default direction.
  const inverted = detail.invertedAtFirst !== flipped;
  const range = positionRangeView(t, pool, position, inverted, locale);
  const feeAmounts = amounts?.fees;
  const hasFees = anyAboveZero(feeAmounts);

  return (
    <PositionDetail
      back={back}
      pair={pair}
      feeLabel={feeText(position.fee, locale)}
      status={positionBadge(detail.rangeStatus)}
      {...positionAccessProps({
        canManage: isOwnerOrOperator(authority),
        token0,
        token1,
        position,
        collect: collectStatus,
        canCollect,
        collectCost,
        onCollect:
          hasFees && feeAmounts
            ? () =>
                void collect({
                  tokenId,
                  shown: collectShown,
                  summary: collectSummaryText(t, feeAmounts, locale),
                })
            : undefined,
        owner: detail.owner,
        ownerExplorerUrl: detail.owner && addressExplorerUrl(chainId, detail.owner),
      })}
      {...(detail.metadata?.image ? { artworkSrc: detail.metadata.image } : {})}
      liquidityValue={formatUsd(liquidityUsd, locale)}
      liquidityAmounts={positionAmountRows(
        [token0, token1],
        amounts?.liquidity,
        POSITION_AMOUNT_DIGITS,
        locale,
      )}
      feesValue={formatUsd(feesUsd, locale)}
      feeAmounts={positionAmountRows([token0, token1], feeAmounts, POSITION_FEE_DIGITS, locale)}
      prices={{
        ...positionPriceRows(t, range),
        symbols: [currencySymbol(token0), currencySymbol(token1)],
        inverted,
        onInvert: () => setFlipped(!flipped),
      }}
      labels={positionDetailLabels(t)}
      renderLink={renderLink}
    />
  );
}
