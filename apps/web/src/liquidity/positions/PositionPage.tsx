// /pool/{tokenId}: one V3 position (spec 001 §2 "Position detail"): artwork, value, fees with
// Collect, the price range; Add / Remove / Collect only for the owner or the approved operator.
import {
  anyAboveZero,
  collectSummaryText,
  currencySymbol,
  feeText,
  increaseHref,
  isOwnerOrOperator,
  POSITION_AMOUNT_DIGITS,
  POSITION_FEE_DIGITS,
  parseTokenId,
  positionAmountRows,
  positionAmounts,
  positionBadge,
  positionPairLabel,
  positionRangeView,
  positionStatusLabels,
} from '@dex/liquidity';
import { BackLink, PositionDetail } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
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
import { PositionPlaceholder } from './PositionPlaceholder';
import { pairUsdValueAtom } from './positionValues';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

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
  if (detail.status !== 'ready') return <PositionPlaceholder back={back} status={detail.status} />;

  const { position, token0, token1, pool } = detail;
  // The user's toggle flips the default direction.
  const inverted = detail.invertedAtFirst !== flipped;
  const range = positionRangeView(t, pool, position, inverted, locale);
  const canManage = isOwnerOrOperator(authority);
  const feeAmounts = amounts?.fees;
  const hasFees = anyAboveZero(feeAmounts);

  return (
    <PositionDetail
      back={back}
      pair={pair}
      feeLabel={feeText(position.fee, locale)}
      status={positionBadge(detail.rangeStatus)}
      {...(canManage && token0 && token1
        ? {
            manage: {
              addHref: increaseHref(token0, token1, position.fee, tokenId),
              removeHref: `/remove/${tokenId}`,
              collect: collectStatus,
              ...(canCollect ? { collectCost } : {}),
              ...(hasFees && feeAmounts
                ? {
                    onCollect: () =>
                      void collect({
                        tokenId,
                        shown: collectShown,
                        summary: collectSummaryText(t, feeAmounts, locale),
                      }),
                  }
                : {}),
            },
          }
        : detail.owner
          ? {
              owner: {
                address: detail.owner,
                ...(addressExplorerUrl(chainId, detail.owner)
                  ? { explorerUrl: addressExplorerUrl(chainId, detail.owner) }
                  : {}),
              },
            }
          : {})}
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
        min: { label: t('positions.minPrice'), value: range?.min ?? '-', unit: range?.unit ?? '' },
        max: { label: t('positions.maxPrice'), value: range?.max ?? '-', unit: range?.unit ?? '' },
        current: {
          label: t('positions.currentPrice'),
          value: range?.current ?? '-',
          unit: range?.unit ?? '',
        },
        symbols: [currencySymbol(token0), currencySymbol(token1)],
        inverted,
        onInvert: () => setFlipped(!flipped),
      }}
      labels={{
        liquidity: t('positions.liquidity'),
        unclaimedFees: t('positions.unclaimedFees'),
        collectFees: t('positions.collectFees'),
        collecting: t('positions.collecting'),
        collected: t('positions.collected'),
        addLiquidity: t('positions.addLiquidity'),
        removeLiquidity: t('positions.removeLiquidity'),
        owner: t('positions.owner'),
        priceRange: t('positions.priceRange'),
        invert: t('positions.invert'),
        artworkPlaceholder: t('positions.noArtwork'),
        artworkAlt: t('positions.artwork'),
        status: positionStatusLabels(t),
      }}
      renderLink={renderLink}
    />
  );
}
