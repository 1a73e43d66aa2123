// Swap state (spec §3) as a pure reducer, and the state a /swap URL asks for (spec §2, §5).
import { NATIVE_CURRENCY_ID } from '@dex/router';
import { getAddress, isAddress } from 'ethers';

export const Field = { INPUT: 'INPUT', OUTPUT: 'OUTPUT' } as const;
export type Field = (typeof Field)[keyof typeof Field];

/** The native coin's currency id in URLs and state (from @dex/router); any other id is a token address. */
export { NATIVE_CURRENCY_ID };

export type ProtocolVersion = 'v2' | 'v3';

export interface SwapState {
  readonly independentField: Field;
  readonly typedValue: string;
  /** '' when no currency is selected. */
  readonly inputCurrencyId: string;
  readonly outputCurrencyId: string;
  /** An address or a name to resolve; null when sending to the connected account. */
  readonly recipient: string | null;
}

export interface UrlSwapState extends SwapState {
  readonly version: ProtocolVersion;
}

export const EMPTY_SWAP_STATE: SwapState = {
  independentField: Field.INPUT,
  typedValue: '',
  inputCurrencyId: '',
  outputCurrencyId: '',
  recipient: null,
};

export type SwapAction =
  | { readonly type: 'selectCurrency'; readonly field: Field; readonly currencyId: string }
  | { readonly type: 'switchCurrencies' }
  | { readonly type: 'typeInput'; readonly field: Field; readonly typedValue: string }
  | { readonly type: 'setRecipient'; readonly recipient: string | null }
  | { readonly type: 'replace'; readonly state: SwapState };

const otherField = (field: Field): Field => (field === Field.INPUT ? Field.OUTPUT : Field.INPUT);

function currencyIdOf(state: SwapState, field: Field): string {
  return field === Field.INPUT ? state.inputCurrencyId : state.outputCurrencyId;
}

function switched(state: SwapState): SwapState {
  return {
    ...state,
    independentField: otherField(state.independentField),
    inputCurrencyId: state.outputCurrencyId,
    outputCurrencyId: state.inputCurrencyId,
  };
}

export function swapReducer(state: SwapState, action: SwapAction): SwapState {
  switch (action.type) {
    case 'selectCurrency': {
      // Picking the currency already on the other side swaps the two sides (spec §4).
      if (sameCurrencyId(action.currencyId, currencyIdOf(state, otherField(action.field)))) {
        return switched(state);
      }
      return action.field === Field.INPUT
        ? { ...state, inputCurrencyId: action.currencyId }
        : { ...state, outputCurrencyId: action.currencyId };
    }
    case 'switchCurrencies':
      return switched(state);
    case 'typeInput':
      return { ...state, independentField: action.field, typedValue: action.typedValue };
    case 'setRecipient':
      return { ...state, recipient: action.recipient };
    case 'replace':
      return action.state;
  }
}

export function sameCurrencyId(a: string, b: string): boolean {
  return a !== '' && a.toLowerCase() === b.toLowerCase();
}

/** A checksummed address, 'ETH' (any case), else '' (spec §5 "URL-derived swap state"). */
export function parseCurrencyParameter(value: string | null): string {
  if (value === null) return '';
  if (isAddress(value) && /^0x[0-9a-fA-F]{40}$/.test(value)) return getAddress(value);
  return value.toUpperCase() === NATIVE_CURRENCY_ID ? NATIVE_CURRENCY_ID : '';
}

/** exactAmount must read as a number (as `parseFloat` does), else it is dropped. */
export function parseAmountParameter(value: string | null): string {
  return value !== null && !Number.isNaN(Number.parseFloat(value)) ? value : '';
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

/**
 * The swap state a query string asks for. With neither currency given the input defaults to the
 * native coin; identical currencies clear the output.
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
      params.get('exactField')?.toLowerCase() === 'output' ? Field.OUTPUT : Field.INPUT,
    recipient: parseRecipientParameter(params.get('recipient')),
    version: params.get('use') === 'v2' ? 'v2' : 'v3',
  };
}
