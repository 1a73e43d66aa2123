// Issue #42: a pool's depth chart (with the range brush on /add) and its price history, over the
// app's multicall watch. Its own chunk with d3 (ui-kit's charts entry), loaded with the pages
// that draw it. The rules (reads, bars, brush ↔ fields, statuses) are @dex/liquidity's.

import { getChainInfo, getFactory } from '@dex/chains';
import {
  depthChartView,
  depthPairOf,
  type PoolChartSubject,
  type PriceRange,
  poolDepthSource,
  priceHistoryView,
  type RangeTypedValue,
  readPoolDepth,
  readPriceHistory,
} from '@dex/liquidity';
import { Column, Text } from '@dex/ui-kit';
import { DepthChart, PriceHistoryChart } from '@dex/ui-kit/charts';
import { atom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
import { reportParseError } from '../state/callResults';
import { chainTimestampAtom } from '../state/chainTime';
import { chainAnswers } from './chainReads';

/** Ticks change only when liquidity is added or removed: read them every few blocks. */
const DEPTH_BLOCKS = 5;
/** The history's points are half-hour averages. */
const HISTORY_BLOCKS = 30;

export interface PoolChartsProps {
  readonly chainId: number;
  readonly subject: PoolChartSubject;
  /** `brush` on /add: the range is set on the chart; `position`: a fixed range is drawn. */
  readonly mode: 'brush' | 'position';
  readonly onRange?: (typed: { left: RangeTypedValue; right: RangeTypedValue }) => void;
}

export function PoolCharts({ chainId, subject, mode, onRange }: PoolChartsProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const source = poolDepthSource(subject.pool, {
    factory: getFactory(chainId, 'uniswapV3'),
    tickLens: getChainInfo(chainId)?.contracts.tickLens,
  });
  const pair = depthPairOf(subject.base, subject.quote, subject.fee);
  const key =
    source && `${source.poolAddress}:${source.tickCurrent}:${source.liquidity}:${pair.inverted}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the source's identity.
  const reads = useMemo(
    () =>
      atom((get) =>
        source
          ? {
              intervals: readPoolDepth(
                chainAnswers(get, chainId, DEPTH_BLOCKS),
                source,
                reportParseError,
              ),
              history: readPriceHistory(
                chainAnswers(get, chainId, HISTORY_BLOCKS),
                { poolAddress: source.poolAddress, pair, now: get(chainTimestampAtom(chainId)) },
                reportParseError,
              ),
            }
          : undefined,
      ),
    [chainId, key],
  );
  // A pool on a chain without a TickLens (or factory) in the registry cannot be read: failed.
  const unreadable = subject.pool ? null : undefined;
  const { intervals, history } = useAtomValue(reads) ?? {
    intervals: unreadable,
    history: unreadable,
  };
  // The zoomed window belongs to one pool shown one way round: another pair or direction opens afresh.
  const shown = `${chainId}:${subject.base.address}:${subject.quote.address}:${subject.fee}`;
  const [zoom, setZoom] = useState<{ readonly shown: string; readonly window: PriceRange }>();
  const window = zoom?.shown === shown ? zoom.window : undefined;
  const setWindow = (next: PriceRange | undefined) => setZoom(next && { shown, window: next });
  const depth = depthChartView(t, {
    ...subject,
    empty: subject.pool === null,
    intervals,
    window,
    mode,
    locale,
    ...(onRange ? { onRange } : {}),
    onWindow: setWindow,
  });
  // The opening window stays put once drawn, so a moved handle does not move the chart under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly drawn chart is frozen.
  useEffect(() => {
    if (window === undefined && depth.status === 'ready') setZoom({ shown, window: depth.window });
  }, [window, depth.status, shown]);
  const priceHistory = priceHistoryView(t, {
    ...subject,
    points: history,
    empty: subject.pool === null,
    tone: mode === 'brush' ? 'brush' : (depth.positionStatus ?? 'in-range'),
    locale,
  });
  return (
    <Column gap="sm">
      <DepthChart {...depth} />
      <Text variant="small" tone="secondary" aria-hidden>
        {priceHistory.labels.chart}
      </Text>
      <PriceHistoryChart {...priceHistory} />
    </Column>
  );
}
