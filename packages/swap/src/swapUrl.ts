// The swap state a /swap URL asks for (spec 000 §2 "Query parameters read for swap state", §5
// "URL-derived swap state").

import { NATIVE_CURRENCY_ID } from '@dex/currency';
import { getAddress, isAddress } from 'ethers';
import { SwapField, type SwapState, sameCurrencyId } from './swapState';

export type ProtocolVersion = 'v2' | 'v3';

/**
 * Which trades the swap uses: one protocol's (`?use=v2`, or `?use=` anything else: v3, as the
 * spec reads it), or with `use` absent the best route across both (issue #30 §3: split and
 * mixed routes, never worse than the v3 trade).
 */
export type SwapVersion = ProtocolVersion | 'best';

export interface UrlSwapState extends SwapState {
  readonly version: SwapVersion;
}

/** A checksummed address, 'ETH' (any case), else ''. */
export function parseCurrencyParameter(value: string | null): string {
  if (value === null) return '';
  if (isAddress(value) && /^0x[0-9a-fA-F]{40}$/.test(value)) return getAddress(value);
  return value.toUpperCase() === NATIVE_CURRENCY_ID ? NATIVE_CURRENCY_ID : '';
}

/** A plain decimal, as the amount field takes one: digits with at most one point ("1.5", ".5"). */
const PLAIN_DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * exactAmount must be a number, else it is dropped: a plain decimal, so that "1abc", "-1" or "1e3"
 * (which `parseFloat` reads as numbers) never reach the amount field as typed text.
 * @spec 000 §5.11 URL-derived swap state
 */
export function parseAmountParameter(value: string | null): string {
  return value !== null && PLAIN_DECIMAL.test(value) ? value : '';
}

const ADDRESS_PATTERN = /^0x[a-fA-F0-9]{40}$/;
const DOMAIN_NAME_PATTERN =
  /^[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*)?$/;

/** A recipient from the URL: a valid address (checksummed when possible) or a domain-like name. */
export function parseRecipientParameter(value: string | null): string | null {
  if (value === null) return null;
  if (isAddress(value) && ADDRESS_PATTERN.test(value)) return getAddress(value);
  if (DOMAIN_NAME_PATTERN.test(value) || ADDRESS_PATTERN.test(value)) return value;
  return null;
}

/** `use=v2` selects v2, any other value v3 (spec 000 §2); absent, the best route across both. */
export function swapVersionParameter(value: string | null): SwapVersion {
  if (value === null) return 'best';
  return value === 'v2' ? 'v2' : 'v3';
}

/** The query parameters the swap form is seeded from (spec 000 §2). */
const SWAP_SEARCH_PARAMS: ReadonlySet<string> = new Set([
  'inputCurrency',
  'outputCurrency',
  'exactAmount',
  'exactField',
  'recipient',
  'use',
]);

/**
 * `search` with only the parameters that seed the swap form, and `alsoKeep` (say, the app's chain
 * parameter), in their order: it changes only when the swap the URL asks for does, not when
 * another parameter (a language) is rewritten.
 */
export function swapSearchSeed(search: string, alsoKeep: readonly string[] = []): string {
  const seed = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (SWAP_SEARCH_PARAMS.has(name) || alsoKeep.includes(name)) seed.append(name, value);
  }
  return seed.toString();
}

/**
 * The seed to apply to the swap form now, or null to leave the form as it is: a seed not yet
 * applied (`applied`, null before the first), but never while a review of the form's swap is open
 * (a `?chain=`, `?recipient=` or `?outputCurrency=` rewritten from another window waits until the
 * review closes; the review itself is bound to what it showed).
 */
export function swapSeedToApply(
  seed: string,
  applied: string | null,
  reviewOpen: boolean,
): string | null {
  if (reviewOpen || seed === applied) return null;
  return seed;
}

/**
 * The swap state a query string asks for. With neither currency given the input defaults to the
 * native coin; identical currencies clear the output.
 * @spec 000 §2.17 Query parameters read for swap state
 */
export function swapStateFromSearch(search: string): UrlSwapState {
  const params = new URLSearchParams(search);
  let inputCurrencyId = parseCurrencyParameter(params.get('inputCurrency'));
  let outputCurrencyId = parseCurrencyParameter(params.get('outputCurrency'));
  if (inputCurrencyId === '' && outputCurrencyId === '') inputCurrencyId = NATIVE_CURRENCY_ID;
  else if (sameCurrencyId(inputCurrencyId, outputCurrencyId)) outputCurrencyId = '';
  return {
    inputCurrencyId,
    outputCurrencyId,
    typedValue: parseAmountParameter(params.get('exactAmount')),
    independentField:
      params.get('exactField')?.toLowerCase() === 'output' ? SwapField.OUTPUT : SwapField.INPUT,
    recipient: parseRecipientParameter(params.get('recipient')),
    version: swapVersionParameter(params.get('use')),
  };
}

/** /swap/{outputCurrency} -> /swap?outputCurrency=…, keeping the other query parameters. */
export function swapOutputCurrencyRedirect(outputCurrency: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('outputCurrency', outputCurrency);
  return `/swap?${params.toString()}`;
}
