import { describe, expect, it } from 'vitest';
import {
  classifyLogRangeError,
  refusalText,
  retryAfterMs,
  suggestedLogSpan,
} from './logRangeErrors';

// A JSON-RPC error answer as the batch transport passes it on ({ message, code, data }).
const rpc = (message: string, code = -32005) => ({ code, message });

describe('classifyLogRangeError: each provider refusal', () => {
  it('Infura / Geth: too many results, with the suggested range', () => {
    expect(
      classifyLogRangeError(
        rpc(
          'query returned more than 10000 results. Try with this block range [0x10, 0x2F].',
          -32005,
        ),
      ),
    ).toEqual({ kind: 'results', suggestedSpan: 32 });
    expect(classifyLogRangeError(rpc('query returned more than 10000 results'))).toEqual({
      kind: 'results',
    });
  });

  it("Alchemy: response size exceeded, taking the range it says should work (not its '2K' example)", () => {
    const message =
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters, this block range should work: [0xbe9d60, 0xbea14f]';
    expect(classifyLogRangeError(rpc(message, -32602))).toEqual({
      kind: 'results',
      suggestedSpan: 0xbea14f - 0xbe9d60 + 1,
    });
  });

  it('Ankr: block range is too wide', () => {
    expect(classifyLogRangeError(rpc('block range is too wide', -32600))).toEqual({
      kind: 'range',
    });
  });

  it('BSC / PublicNode: exceed maximum block range, with the limit', () => {
    expect(classifyLogRangeError(rpc('exceed maximum block range: 50000', -32000))).toEqual({
      kind: 'range',
      suggestedSpan: 50_000,
    });
  });

  it('QuickNode: limited to a 10,000 range', () => {
    expect(classifyLogRangeError(rpc('eth_getLogs is limited to a 10,000 range', -32614))).toEqual({
      kind: 'range',
      suggestedSpan: 10_000,
    });
  });

  it('Infura (mainnet today): range N exceeds limit of M, taking the limit, not the range asked', () => {
    // The whole proposal history from the governor's deployment block was refused with this
    // and the text was not recognised: the proposal list failed instead of asking in pieces.
    expect(classifyLogRangeError(rpc('range 11000000 exceeds limit of 10000', -32602))).toEqual({
      kind: 'range',
      suggestedSpan: 10_000,
    });
  });

  it('a result cap worded as "logs matched by query exceeds limit of N" (no block span named)', () => {
    expect(
      classifyLogRangeError(rpc('logs matched by query exceeds limit of 10000', -32000)),
    ).toEqual({ kind: 'results' });
  });

  it('Infura / MetaMask: query timeout exceeded, which its docs answer with fewer blocks', () => {
    expect(classifyLogRangeError(rpc('query timeout exceeded', -32005))).toEqual({
      kind: 'results',
    });
  });

  it('LlamaRPC: query exceeds max block range', () => {
    expect(classifyLogRangeError(rpc('query exceeds max block range 100000'))).toEqual({
      kind: 'range',
      suggestedSpan: 100_000,
    });
  });

  it('Coinbase / Pokt / Chainstack / Blast: block range too large or over the limit', () => {
    expect(classifyLogRangeError(rpc('block range too large'))).toEqual({ kind: 'range' });
    expect(classifyLogRangeError(rpc('Block range limit exceeded.'))).toEqual({ kind: 'range' });
  });

  it('dRPC: ranges over N blocks are not supported', () => {
    expect(
      classifyLogRangeError(rpc('ranges over 10000 blocks are not supported on freetier', 35)),
    ).toEqual({ kind: 'range', suggestedSpan: 10_000 });
  });

  it('Cloudflare: response is too big', () => {
    expect(classifyLogRangeError(rpc('response is too big', -32000))).toEqual({ kind: 'results' });
  });

  it('Erigon: query exceeds max results', () => {
    expect(classifyLogRangeError(rpc('query exceeds max results 20000'))).toEqual({
      kind: 'results',
    });
  });

  it('HTTP 413 and our own response size cap: too much data; HTTP 429: shedding load', () => {
    expect(classifyLogRangeError({ status: 413, message: '413: Payload Too Large' })).toEqual({
      kind: 'results',
    });
    expect(
      classifyLogRangeError({
        errorCode: 'multicall/response-too-large',
        message: "The node's response is larger than 10485760 bytes",
      }),
    ).toEqual({ kind: 'results' });
    expect(classifyLogRangeError({ status: 429, message: '429: Too Many Requests' })).toEqual({
      kind: 'rate',
    });
  });

  it('finds the text wherever a client library nests it (ethers, Error causes)', () => {
    const nested = new Error('could not coalesce error', {
      cause: { error: { code: -32005, message: 'query returned more than 10000 results' } },
    });
    expect(classifyLogRangeError(nested)).toEqual({ kind: 'results' });
  });

  it('leaves every other failure alone', () => {
    expect(classifyLogRangeError(new Error('Failed to send batch call'))).toBeUndefined();
    expect(classifyLogRangeError({ status: 502, message: '502: Bad Gateway' })).toBeUndefined();
    expect(classifyLogRangeError(rpc('execution reverted', 3))).toBeUndefined();
    expect(classifyLogRangeError(undefined)).toBeUndefined();
    // A rate limit worded in text is not a range limit.
    expect(
      classifyLogRangeError(
        rpc('You are being rate limited to a maximum of 10 requests per second'),
      ),
    ).toBeUndefined();
  });
});

describe('suggestedLogSpan: the block span any refusal names, known or not', () => {
  it.each([
    ['Exceeded max range limit for eth_getLogs: 50', 50], // Cloudflare
    [
      'Under the Free tier plan, you can make eth_getLogs requests with up to a 10 block range. Based on your parameters, this block range should work: [0x1312d00, 0x1312d09]',
      10,
    ], // Alchemy free tier: the range it says should work
    ['You can make eth_getLogs requests with up to a 10 block range.', 10],
    ['Please limit the query to at most 2000 blocks', 2_000],
    ['block range limit is 2,000', 2_000],
    ['Max range: 2K', 2_000],
    ['eth_getLogs is limited to a 10,000 range', 10_000],
  ])('%s -> %i', (message, span) => {
    expect(suggestedLogSpan({ code: -32000, message })).toBe(span);
  });

  it.each([
    'query returned more than 10000 results',
    'logs matched by query exceeds limit of 10000',
    'You are being rate limited to a maximum of 10 requests per second',
    'header not found',
    'invalid argument 0: json: cannot unmarshal hex string of odd length into Go struct field FilterCriteria.address of type common.Address',
    'block 0x12d687 not found',
    '429: Too Many Requests',
  ])('names no span: %s', (message) => {
    expect(suggestedLogSpan({ code: -32000, message })).toBeUndefined();
  });
});

describe('retryAfterMs and refusalText', () => {
  const now = () => Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');

  it('reads Retry-After as delay seconds or an HTTP date, wherever the error carries it', () => {
    expect(retryAfterMs({ status: 429, retryAfter: '120' }, now)).toBe(120_000);
    expect(retryAfterMs({ status: 429, retryAfter: 'Wed, 21 Oct 2015 07:28:05 GMT' }, now)).toBe(
      5_000,
    );
    expect(retryAfterMs({ status: 429, retryAfter: 'Wed, 21 Oct 2015 07:00:00 GMT' }, now)).toBe(0);
    expect(retryAfterMs(new Error('x', { cause: { retryAfter: '2' } }), now)).toBe(2_000);
  });

  it('ignores a missing or unreadable Retry-After', () => {
    expect(retryAfterMs({ status: 429 }, now)).toBeUndefined();
    expect(retryAfterMs({ status: 429, retryAfter: 'soon' }, now)).toBeUndefined();
    expect(retryAfterMs({ status: 429, retryAfter: '-5' }, now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  it("gives the provider's own words, however nested", () => {
    expect(refusalText({ code: -32000, message: ' header not found ' })).toBe('header not found');
    expect(
      refusalText(new Error('', { cause: { error: { message: 'Exceeded max range limit' } } })),
    ).toBe('Exceeded max range limit');
    expect(refusalText('plain text')).toBe('plain text');
  });
});
