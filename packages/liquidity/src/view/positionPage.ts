// /pool/{id} and /remove/{id} as they are shown (spec 001 §2 "Position detail", "Remove V3"): the
// pair, badge, artwork, value and fees, the price range either way round, Add / Remove / Collect
// for who may manage it; the removal's amounts, collect-as toggle, button and review.
import type { Translator } from '@dex/primitives';
import { feeText, positionBadge } from '../positionDisplay';
import { anyAboveZero, type PositionAmounts } from '../positionHoldings';
import type { CollectStatus } from './collectStatus';
import {
  type PositionDetailMessage,
  type PositionDetailState,
  positionAccessProps,
  positionDetailLabels,
  positionPriceRows,
  type RemoveScreenMessage,
  removeLabels,
  removePositionAction,
} from './positionScreens';
import {
  collectSummaryText,
  currencySymbol,
  POSITION_AMOUNT_DIGITS,
  POSITION_FEE_DIGITS,
  positionAmountRows,
  positionPairLabel,
  positionRangeView,
  type RemovalTextMessage,
  removalLineTexts,
  removalSummaryText,
} from './positionView';
import { type RemoveView, removalLines } from './removeView';

type ReadPosition = Extract<PositionDetailState, { readonly status: 'ready' }>;

export type PositionPageMessage =
  | PositionDetailMessage
  | 'positions.priceUnit'
  | 'positions.minPrice'
  | 'positions.maxPrice'
  | 'positions.currentPrice'
  | 'positions.collectSummary';

export interface PositionPageInput<C> {
  readonly detail: ReadPosition;
  /** What the position holds and is owed at the pool's price (positionAmounts). */
  readonly amounts: PositionAmounts | undefined;
  /** The connected account owns the position or is its approved operator. */
  readonly canManage: boolean;
  readonly collect: CollectStatus;
  /** Collect's network cost, shown while there is something to collect (`canCollect`). */
  readonly canCollect: boolean;
  readonly collectCost: C;
  /** Collect's press, with the history text of the fees it collects. */
  readonly onCollect: (summary: string) => void;
  readonly ownerExplorerUrl: string | undefined;
  /** The position's and its fees' dollar value, already written. */
  readonly liquidityValue: string;
  readonly feesValue: string;
  /** Prices read the other way round from the detail's first direction. */
  readonly flipped: boolean;
  readonly onInvert: () => void;
  readonly locale: string;
}

/** ui-kit PositionDetail's props for a read position, but its back link and link renderer. */
export function positionPageView<C>(
  t: Translator<PositionPageMessage>,
  input: PositionPageInput<C>,
) {
  const { detail, locale } = input;
  const { position, token0, token1, pool } = detail;
  const tokens = [token0, token1] as const;
  // The user's toggle flips the default direction.
  const inverted = detail.invertedAtFirst !== input.flipped;
  const feeAmounts = input.amounts?.fees;
  return {
    pair: positionPairLabel(token0, token1),
    feeLabel: feeText(position.fee, locale),
    status: positionBadge(detail.rangeStatus),
    ...positionAccessProps({
      canManage: input.canManage,
      token0,
      token1,
      position,
      collect: input.collect,
      canCollect: input.canCollect,
      collectCost: input.collectCost,
      onCollect:
        anyAboveZero(feeAmounts) && feeAmounts
          ? () => input.onCollect(collectSummaryText(t, feeAmounts, locale))
          : undefined,
      owner: detail.owner,
      ownerExplorerUrl: input.ownerExplorerUrl,
    }),
    ...(detail.metadata?.image ? { artworkSrc: detail.metadata.image } : {}),
    liquidityValue: input.liquidityValue,
    liquidityAmounts: positionAmountRows(
      tokens,
      input.amounts?.liquidity,
      POSITION_AMOUNT_DIGITS,
      locale,
    ),
    feesValue: input.feesValue,
    feeAmounts: positionAmountRows(tokens, feeAmounts, POSITION_FEE_DIGITS, locale),
    prices: {
      ...positionPriceRows(t, positionRangeView(t, pool, position, inverted, locale)),
      symbols: [currencySymbol(token0), currencySymbol(token1)] as const,
      inverted,
      onInvert: input.onInvert,
    },
    labels: positionDetailLabels(t),
  };
}

export type RemovePageMessage =
  | RemoveScreenMessage
  | RemovalTextMessage
  | 'remove.collectAs'
  | 'remove.notManager'
  | 'remove.inactive'
  | 'remove.enterPercent'
  | 'remove.remove'
  | 'swap.connectWallet';

export interface RemovePageInput {
  readonly detail: ReadPosition;
  readonly view: RemoveView;
  readonly receiveNative: boolean;
  readonly locale: string;
}

/**
 * /remove/{id}'s form (ui-kit RemoveLiquidity's props but its back link and percent), the review's
 * lines and texts, and the history text of the removal shown.
 */
export function removePageView(
  t: Translator<RemovePageMessage>,
  input: RemovePageInput,
  on: {
    readonly connect: () => void;
    readonly review: () => void;
    readonly toggleNative: () => void;
  },
) {
  const { detail, view, locale } = input;
  const { token0, token1 } = detail;
  const amounts = removalLineTexts(t, removalLines(view.amounts, token0, token1), locale);
  return {
    form: {
      pair: positionPairLabel(token0, token1),
      feeLabel: feeText(detail.position.fee, locale),
      status: positionBadge(view.status),
      amounts,
      ...(view.nativeSymbols
        ? {
            receive: {
              label: t('remove.collectAs'),
              symbols: view.nativeSymbols,
              receiveNative: input.receiveNative,
              onToggle: on.toggleNative,
            },
          }
        : {}),
      action: removePositionAction(t, view.button, on),
      ...(view.button === 'not-manager' ? { notice: t('remove.notManager') } : {}),
      labels: removeLabels(t),
    },
    reviewLines: amounts.map((line) => ({ label: line.label, value: line.amount })),
    reviewLabels: { title: t('remove.title'), confirm: t('remove.remove') },
    summary: removalSummaryText(t, view.amounts, locale),
  };
}
