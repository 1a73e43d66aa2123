// /pool/{tokenId}: one V3 position (spec 001 §2 "Position detail"): artwork, value, fees with
// Collect, the price range; Add / Remove / Collect only for the owner or the approved operator.
import {
  parseTokenId,
  positionChartSubject,
  positionPageView,
  positionPairLabel,
  positionPlaceholderLabels,
} from '@dex/liquidity';
import {
  BackLink,
  linkRenderer,
  PositionDetail,
  PositionPlaceholder,
  useDocumentTitle,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { formatUsd } from '../../prices';
import { addressExplorerUrl } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import { LazyPoolCharts } from '../LazyPoolCharts';
import { collectFeesActionAtom, estimateCollectCostAtom } from './collectAtoms';
import { positionPageReadsAtom } from './positionValues';

const renderLink = linkRenderer(Link);

export function PositionPageRoute() {
  const { tokenId } = useParams();
  const id = parseTokenId(tokenId);
  return id === null ? <Navigate replace to="/pool" /> : <PositionPage tokenId={id} />;
}

function PositionPage({ tokenId }: { readonly tokenId: bigint }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const reads = useAtomValue(positionPageReadsAtom(tokenId));
  const { detail, canCollect } = reads;
  const collect = useSetAtom(collectFeesActionAtom);
  const [flipped, setFlipped] = useState(false);
  // Collect's cost, priced once per visit while there is something to collect.
  const costKey = useMemo(() => (canCollect ? { tokenId } : null), [canCollect, tokenId]);
  const collectCost = useNetworkCost(costKey, useSetAtom(estimateCollectCostAtom));

  const pair = detail.status === 'ready' ? positionPairLabel(detail.token0, detail.token1) : '';
  useDocumentTitle(t('app.pageTitle', { page: pair || t('feature.position') }));

  const back = (
    <BackLink to="/pool" linkComponent={Link}>
      {t('positions.back')}
    </BackLink>
  );
  if (detail.status !== 'ready') {
    const labels = positionPlaceholderLabels(t);
    return <PositionPlaceholder back={back} status={detail.status} labels={labels} />;
  }
  const inverted = detail.invertedAtFirst !== flipped;
  const chartSubject = positionChartSubject(detail.pool, detail.position, inverted);
  return (
    <PositionDetail
      back={back}
      charts={
        chartSubject && (
          <LazyPoolCharts chainId={reads.chainId} subject={chartSubject} mode="position" />
        )
      }
      {...positionPageView(t, {
        ...reads,
        detail,
        collectCost,
        onCollect: (summary) => void collect({ tokenId, shown: reads.collectShown, summary }),
        ownerExplorerUrl: detail.owner && addressExplorerUrl(reads.chainId, detail.owner),
        liquidityValue: formatUsd(reads.liquidityUsd, locale),
        feesValue: formatUsd(reads.feesUsd, locale),
        flipped,
        onInvert: () => setFlipped(!flipped),
        locale,
      })}
      renderLink={renderLink}
    />
  );
}
