// The add and increase page (spec 001 §2 add page, §4 review): the pair as the user picked it,
// the prices it reads, the review's details and the add's write from what was reviewed.
import { type SignedPermit, toPermitOptions } from '@dex/approvals';
import {
  formatSignificantText,
  localizeNumberText,
  shortenSymbol,
  type TransactionRequest,
  type Translator,
} from '@dex/primitives';
import type { Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import type { Pool, Position } from '@uniswap/v3-sdk';
import { feeTier, formatFee } from '../feeTiers';
import { addLiquidityCall } from '../mint';
import {
  increaseNeedsAcknowledgement,
  type PositionAuthority,
  type PositionAuthorityRead,
} from '../positionAuthority';
import type { V3AddReview } from '../review';

/** Prices read "B per A" (one A in B), as the user picked the pair; none for one token twice. */
export function depositPair(
  a: Currency | null | undefined,
  b: Currency | null | undefined,
): { readonly base: Token; readonly quote: Token } | undefined {
  if (!a || !b || a.wrapped.equals(b.wrapped)) return undefined;
  return { base: a.wrapped, quote: b.wrapped };
}

/** The price of `base` in the pool's other token; undefined unless the pool holds `base`. */
export function priceOfBase(
  pool: Pool | null | undefined,
  base: Token | undefined,
): Price<Token, Token> | undefined {
  return pool && base && pool.involvesToken(base) ? pool.priceOf(base) : undefined;
}

/** An amount in raw units (an approval's amount). */
export const rawAmountOf = (amount: CurrencyAmount<Currency>): bigint =>
  BigInt(amount.quotient.toString());

export interface AddDepositCallInput {
  /** The reviewed position and the amounts its minimums come from. */
  readonly position: Position;
  readonly amounts: readonly (CurrencyAmount<Currency> | undefined)[];
  /** Permits signed on the page (any token); those of the pool's tokens go in as selfPermit. */
  readonly permits: readonly (SignedPermit | null | undefined)[];
  readonly positionManager: string;
  readonly slippageBips: number;
  readonly deadline: bigint;
  readonly recipient: string;
  readonly createPool: boolean;
  /** The position an increase goes into (the one the review was shown for). */
  readonly tokenId: bigint | string | null | undefined;
}

/**
 * The add (mint, create + mint, or increase) for what was reviewed: the native coin as value when
 * one side is paid in it, the signed permits by pool side.
 */
export function addDepositCall(input: AddDepositCallInput): TransactionRequest {
  const { position, tokenId } = input;
  const native = input.amounts.map((amount) => amount?.currency).find((c) => c?.isNative);
  const permitFor = (token: Token) => {
    const permit = input.permits.find(
      (signed) => signed && signed.token.toLowerCase() === token.address.toLowerCase(),
    );
    return permit ? toPermitOptions(permit) : undefined;
  };
  return addLiquidityCall(position, {
    positionManager: input.positionManager,
    slippageBips: input.slippageBips,
    deadline: input.deadline,
    recipient: input.recipient,
    useNative: native?.isNative ? native : undefined,
    createPool: input.createPool,
    tokenId: tokenId !== undefined && tokenId !== null ? BigInt(tokenId) : undefined,
    token0Permit: permitFor(position.pool.token0),
    token1Permit: permitFor(position.pool.token1),
  });
}

/** Spec §9: prices and amounts on the add page to 6 significant digits. */
const ADD_PAGE_DIGITS = 6;

/** A price or amount as the add page writes it: plain without a locale (a field's value). */
export const addPageText = (
  value: Price<Token, Token> | CurrencyAmount<Currency> | undefined,
  locale?: string,
): string => formatSignificantText(value, ADD_PAGE_DIGITS, locale);

/** The messages of the add page's fee select, review and summary. */
export type AddViewMessage =
  | 'addLiquidity.feeDescription100'
  | 'addLiquidity.feeDescription500'
  | 'addLiquidity.feeDescription3000'
  | 'addLiquidity.feeDescription10000'
  | 'addLiquidity.summary'
  | 'addLiquidity.and'
  | 'addLiquidity.pooled'
  | 'addLiquidity.reviewFeeTier'
  | 'addLiquidity.reviewCurrentPrice'
  | 'addLiquidity.minPrice'
  | 'addLiquidity.maxPrice'
  | 'addLiquidity.operatorPosition'
  | 'addLiquidity.foreignPosition';

const FEE_DESCRIPTIONS: Readonly<Record<number, AddViewMessage>> = {
  100: 'addLiquidity.feeDescription100',
  500: 'addLiquidity.feeDescription500',
  3000: 'addLiquidity.feeDescription3000',
  10000: 'addLiquidity.feeDescription10000',
};

/** "0.3%" as the locale writes it: the fee select's options and the review's fee tier. */
export const feeTierLabel = (fee: number, locale: string): string =>
  localizeNumberText(feeTier(fee)?.label ?? formatFee(fee), locale);

/** The fee select's options: each tier with its label and description. */
export function feeTierOptions(
  t: Translator<AddViewMessage>,
  fees: readonly number[],
  locale: string,
): { fee: number; label: string; description: string }[] {
  return fees.map((fee) => ({
    fee,
    label: feeTierLabel(fee, locale),
    description: t(FEE_DESCRIPTIONS[fee] ?? 'addLiquidity.feeDescription3000'),
  }));
}

/** The history text of an add: "Add 1 WETH and 2,000 USDC" (its amounts above zero). */
export function addSummaryText(
  t: Translator<AddViewMessage>,
  amounts: readonly (CurrencyAmount<Currency> | undefined)[],
  locale: string,
): string {
  return t('addLiquidity.summary', {
    amounts: amounts
      .filter((amount) => amount?.greaterThan(0))
      .map(
        (amount) =>
          `${addPageText(amount, locale)} ${shortenSymbol(amount?.currency.symbol ?? '')}`,
      )
      .join(t('addLiquidity.and')),
  });
}

/** What the review shows beside the deposit: the accepted amounts, the tier and the price. */
export interface AddReviewDetails<U> {
  readonly fee: number;
  readonly price: Price<Token, Token> | undefined;
  readonly amounts: readonly { readonly amount: CurrencyAmount<Currency>; readonly usd: U }[];
}

/**
 * The details of add `review` (add and increase alike): the pool's fee tier, its price when
 * reviewed ("B per A" with `base` as A, as the form reads) and each deposited amount's dollar value.
 */
export function addReviewDetails<U>(
  review: V3AddReview | null,
  base: Token | undefined,
  usdOf: (amount: CurrencyAmount<Currency>) => U,
): AddReviewDetails<U> | null {
  if (!review) return null;
  const { pool } = review.position;
  return {
    fee: pool.fee,
    price: priceOfBase(pool, base),
    amounts: [review.amountA, review.amountB]
      .filter((amount) => amount !== undefined)
      .map((amount) => ({ amount, usd: usdOf(amount) })),
  };
}

export interface AddReviewLinesInput<U> {
  readonly details: AddReviewDetails<U> | null;
  readonly min: Price<Token, Token> | undefined;
  readonly max: Price<Token, Token> | undefined;
  /** "USDC per WETH" */
  readonly unit: string;
  readonly locale: string;
  /** How a dollar value is written ("$-" while unknown). */
  readonly usdText: (usd: U) => string;
}

/** The review's lines: each pooled amount with its dollar value, the tier, the prices. */
export function addReviewLines<U>(
  t: Translator<AddViewMessage>,
  input: AddReviewLinesInput<U>,
): { label: string; value: string; detail?: string }[] {
  const { details, unit, locale } = input;
  const price = (value: Price<Token, Token> | undefined) => `${addPageText(value, locale)} ${unit}`;
  return [
    ...(details?.amounts ?? []).map(({ amount, usd }) => ({
      label: t('addLiquidity.pooled', { symbol: shortenSymbol(amount.currency.symbol ?? '') }),
      value: addPageText(amount, locale),
      detail: input.usdText(usd),
    })),
    ...(details
      ? [
          { label: t('addLiquidity.reviewFeeTier'), value: feeTierLabel(details.fee, locale) },
          { label: t('addLiquidity.reviewCurrentPrice'), value: price(details.price) },
        ]
      : []),
    { label: t('addLiquidity.minPrice'), value: price(input.min) },
    { label: t('addLiquidity.maxPrice'), value: price(input.max) },
  ];
}

/** The notice on adding to someone else's position (an operator's too), naming the owner. */
export function foreignPositionText(
  t: Translator<AddViewMessage>,
  authority: PositionAuthority,
  owner: string | undefined,
): string {
  return t(
    authority === 'operator' ? 'addLiquidity.operatorPosition' : 'addLiquidity.foreignPosition',
    { owner: owner ?? '' },
  );
}

/**
 * Someone else's position (an operator's too) on /increase: said plainly on the form and in the
 * review, with the owner named and the box to tick; undefined for the owner or on /add.
 */
export function foreignPositionAcknowledgement(
  t: Translator<AddViewMessage | 'addLiquidity.foreignPositionAcknowledge'>,
  read: PositionAuthorityRead | null,
  checked: boolean,
  onChange: (checked: boolean) => void,
) {
  if (!read || !increaseNeedsAcknowledgement(read.authority)) return undefined;
  return {
    message: foreignPositionText(t, read.authority, read.owner),
    label: t('addLiquidity.foreignPositionAcknowledge'),
    checked,
    onChange,
  };
}
