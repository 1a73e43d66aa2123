// The redirect rules of the liquidity routes (spec 001 §2): which URLs stand for another page.
// Null means the URL is served as it is.

import { NATIVE_CURRENCY_ID } from '@dex/currency';
import { isAddress } from '@dex/primitives';

function isNativeOrWrapped(currencyId: string, wrappedNativeAddress: string | undefined): boolean {
  return (
    currencyId === NATIVE_CURRENCY_ID ||
    (wrappedNativeAddress !== undefined &&
      currencyId.toLowerCase() === wrappedNativeAddress.toLowerCase())
  );
}

/**
 * /add/{a}/{b}[/{fee}]: identical ids, or the native coin paired with itself or its wrapped form,
 * redirect to /add/{a}.
 * @spec 001 §2.1 table: Route / Purpose
 */
export function addLiquidityRedirect(
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  wrappedNativeAddress: string | undefined,
): string | null {
  if (currencyIdA === undefined || currencyIdB === undefined) return null;
  const same = currencyIdA.toLowerCase() === currencyIdB.toLowerCase();
  const bothNative =
    isNativeOrWrapped(currencyIdA, wrappedNativeAddress) &&
    isNativeOrWrapped(currencyIdB, wrappedNativeAddress);
  return same || bothNative ? `/add/${encodeURIComponent(currencyIdA)}` : null;
}

/** /add/v2/{a}/{b}: ids equal ignoring case redirect to /add/v2/{a}. */
export function addV2LiquidityRedirect(
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
): string | null {
  if (currencyIdA === undefined || currencyIdB === undefined) return null;
  return currencyIdA.toLowerCase() === currencyIdB.toLowerCase()
    ? `/add/v2/${encodeURIComponent(currencyIdA)}`
    : null;
}

const MAX_UINT256 = 2n ** 256n - 1n;

/** A position NFT id: a decimal or 0x-hex uint256. Null when it is not one. */
export function parseTokenId(raw: string | undefined): bigint | null {
  if (raw === undefined || !/^(\d+|0x[0-9a-fA-F]+)$/.test(raw)) return null;
  const value = BigInt(raw);
  return value <= MAX_UINT256 ? value : null;
}

/** /remove/{tokenId}: an invalid or zero id redirects to /pool. */
export function removeLiquidityRedirect(tokenId: string | undefined): string | null {
  const id = parseTokenId(tokenId);
  return id === null || id === 0n ? '/pool' : null;
}

/**
 * /migrate/v2/{address}: an invalid address redirects to /migrate/v2. Mixed-case checksums are
 * not verified here (`isAddress` needs no keccak); a wrong checksum fails later when the pair is read.
 */
export function migrateV2Redirect(address: string | undefined): string | null {
  return isAddress(address) ? null : '/migrate/v2';
}

/** The path parameters of a liquidity route's URL (react-router's `useParams`). */
export interface LiquidityRouteParams {
  readonly currencyIdA?: string | undefined;
  readonly currencyIdB?: string | undefined;
  readonly tokenId?: string | undefined;
  readonly address?: string | undefined;
}

/**
 * Where the URL of a liquidity page goes instead, by the page's rule above: `add`, `addV2`,
 * `remove` and `migrateV2Pair` have one; null: the URL is served as it is (every other page).
 */
export function liquidityPageRedirect(
  page: string,
  params: LiquidityRouteParams,
  wrappedNativeAddress: string | undefined,
): string | null {
  switch (page) {
    case 'add':
      return addLiquidityRedirect(params.currencyIdA, params.currencyIdB, wrappedNativeAddress);
    case 'addV2':
      return addV2LiquidityRedirect(params.currencyIdA, params.currencyIdB);
    case 'remove':
      return removeLiquidityRedirect(params.tokenId);
    case 'migrateV2Pair':
      return migrateV2Redirect(params.address);
    default:
      return null;
  }
}

/**
 * The pages whose URL names tokens, and where dismissing their token warning goes: the page
 * without the URL's tokens, or the list it belongs to. Any address can be put in such a URL and
 * shows its own on-chain symbol, so these get /swap's warning (spec 000 §2) before they are used.
 */
const TOKEN_WARNING_EXITS: Readonly<Record<string, string>> = {
  add: '/add',
  increase: '/pool',
  addV2: '/add/v2',
  removeV2: '/pool/v2',
  liquidityMining: '/uni',
};

/** Where leaving a liquidity page's token warning goes; null: its URL names no tokens. */
export function liquidityTokenWarningExit(page: string): string | null {
  return TOKEN_WARNING_EXITS[page] ?? null;
}
