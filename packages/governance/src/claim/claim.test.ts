import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLAIM_DATA_FAILED_MESSAGE,
  ClaimLookupTimeoutError,
  ClaimResponseTooLargeError,
  createClaimLookup,
  type FetchFunction,
  NO_CLAIM_MESSAGE,
} from './claimLookup';
import { claimableAmount, claimBreakdown } from './distributor';

const URL = 'https://claims.test/claims';
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PROOF = [`0x${'ab'.repeat(32)}`];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('claim lookup (msw)', () => {
  it('posts {chainId, address} with no referrer and caches per chain:address', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(URL, async ({ request }) => {
        seen.push({ body: await request.json(), policy: request.headers.get('referrer-policy') });
        return HttpResponse.json({ index: 3, amount: '0x10', proof: PROOF });
      }),
    );
    const lookup = createClaimLookup({ url: URL, fetch: globalThis.fetch });
    expect(await lookup.lookup(1, ACCOUNT.toLowerCase())).toEqual({
      index: 3,
      amount: 16n,
      proof: PROOF,
    });
    await lookup.lookup(1, ACCOUNT);
    expect(seen).toEqual([{ body: { chainId: 1, address: ACCOUNT }, policy: 'no-referrer' }]);
  });

  it('passes on the breakdown flags when the service sends them', async () => {
    server.use(
      http.post(URL, () =>
        HttpResponse.json({
          index: 1,
          amount: '400',
          proof: PROOF,
          isSOCKS: false,
          isUser: true,
          isLP: false,
        }),
      ),
    );
    const lookup = createClaimLookup({ url: URL, fetch: globalThis.fetch });
    expect((await lookup.lookup(1, ACCOUNT))?.flags).toEqual({
      isSOCKS: false,
      isUser: true,
      isLP: false,
    });
  });

  it("reads the flags nested under 'flags' too, as Uniswap's published claim data has them", async () => {
    // { index, amount, proof, flags: { isSOCKS, isLP, isUser } }: the breakdown was missing.
    server.use(
      http.post(URL, () =>
        HttpResponse.json({
          index: 1,
          amount: '0x056bc75e2d63100000',
          proof: PROOF,
          flags: { isSOCKS: true, isLP: false, isUser: true },
        }),
      ),
    );
    const lookup = createClaimLookup({ url: URL, fetch: globalThis.fetch });
    expect((await lookup.lookup(1, ACCOUNT))?.flags).toEqual({
      isSOCKS: true,
      isUser: true,
      isLP: false,
    });
  });

  it('a non-ok answer is "No claim for account"', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ error: 'no' }, { status: 404 })));
    const warn = vi.fn();
    const lookup = createClaimLookup({ url: URL, fetch: globalThis.fetch, logger: { warn } });
    expect(await lookup.lookup(1, ACCOUNT)).toBeNull();
    expect(warn).toHaveBeenCalledWith(NO_CLAIM_MESSAGE, ACCOUNT);
  });

  it('a network error or malformed body logs "Failed to get claim data" and retries next time', async () => {
    let calls = 0;
    server.use(
      http.post(URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : calls === 2
            ? HttpResponse.json({ index: -1, amount: 'x', proof: ['<script>'] })
            : HttpResponse.json({ index: 1, amount: '5', proof: PROOF });
      }),
    );
    const warn = vi.fn();
    const lookup = createClaimLookup({ url: URL, fetch: globalThis.fetch, logger: { warn } });
    expect(await lookup.lookup(1, ACCOUNT)).toBeNull();
    expect(await lookup.lookup(1, ACCOUNT)).toBeNull();
    expect(await lookup.lookup(1, ACCOUNT)).toEqual({ index: 1, amount: 5n, proof: PROOF });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      CLAIM_DATA_FAILED_MESSAGE,
      CLAIM_DATA_FAILED_MESSAGE,
    ]);
  });

  it('never asks for an invalid address', async () => {
    const lookup = createClaimLookup({ url: URL, fetch: globalThis.fetch });
    expect(await lookup.lookup(1, 'not an address')).toBeNull();
  });
});

describe('claim lookup limits', () => {
  /** Timers fired by hand. */
  function manualTimers() {
    const pending = new Map<number, () => void>();
    let id = 0;
    return {
      setTimeout: (callback: () => void) => {
        pending.set(++id, callback);
        return id;
      },
      clearTimeout: (handle: unknown) => {
        pending.delete(handle as number);
      },
      fireAll: () => {
        for (const [key, callback] of [...pending]) {
          pending.delete(key);
          callback();
        }
      },
      get count() {
        return pending.size;
      },
    };
  }

  it('aborts a lookup that outlasts the timeout, logs it and tries again next time', async () => {
    const timers = manualTimers();
    const signals: AbortSignal[] = [];
    // Never answers, and ignores its signal: the timeout must still end the lookup.
    const fetchNever: FetchFunction = (_url, init) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => {});
    };
    const warn = vi.fn();
    const lookup = createClaimLookup({
      url: URL,
      fetch: fetchNever,
      logger: { warn },
      timeoutMs: 4_000,
      timers,
    });
    const pending = lookup.lookup(1, ACCOUNT);
    await Promise.resolve();
    expect(timers.count).toBe(1);
    timers.fireAll();
    expect(await pending).toBeNull();
    expect(signals[0]?.aborted).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      CLAIM_DATA_FAILED_MESSAGE,
      new ClaimLookupTimeoutError(4_000),
    );
    expect(warn.mock.calls[0]?.[1]?.message).toBe('The claim lookup did not answer within 4000 ms');
    lookup.lookup(1, ACCOUNT);
    expect(signals).toHaveLength(2);
  });

  it('clears its timer when the answer comes in time', async () => {
    const timers = manualTimers();
    server.use(http.post(URL, () => HttpResponse.json({ index: 1, amount: '5', proof: PROOF })));
    const lookup = createClaimLookup({ url: URL, fetch: globalThis.fetch, timers });
    expect(await lookup.lookup(1, ACCOUNT)).toEqual({ index: 1, amount: 5n, proof: PROOF });
    expect(timers.count).toBe(0);
  });

  it('refuses an answer over the size cap, by its content-length or as it streams', async () => {
    const warn = vi.fn();
    const streamed = () =>
      new HttpResponse(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode('['.repeat(256)));
          },
        }),
      );
    server.use(
      http.post(URL, () =>
        HttpResponse.json({ index: 1, amount: '5', proof: Array(40).fill(PROOF[0]) }),
      ),
    );
    const lookup = createClaimLookup({
      url: URL,
      fetch: globalThis.fetch,
      logger: { warn },
      maxBytes: 1_000,
    });
    expect(await lookup.lookup(1, ACCOUNT)).toBeNull();
    server.use(http.post(URL, streamed));
    expect(await lookup.lookup(1, ACCOUNT)).toBeNull();
    expect(warn.mock.calls).toEqual([
      [CLAIM_DATA_FAILED_MESSAGE, new ClaimResponseTooLargeError(1_000)],
      [CLAIM_DATA_FAILED_MESSAGE, new ClaimResponseTooLargeError(1_000)],
    ]);
    expect(warn.mock.calls[0]?.[1]?.message).toBe(
      "The claim lookup's answer is larger than 1000 bytes",
    );
  });
});

describe('claim rules', () => {
  it('is claimable only with claim data and isClaimed false', () => {
    const claim = { index: 0, amount: 7n, proof: [] };
    expect(claimableAmount(claim, false)).toBe(7n);
    expect(claimableAmount(claim, true)).toBe(0n);
    expect(claimableAmount(claim, undefined)).toBe(0n);
    expect(claimableAmount(null, false)).toBe(0n);
  });

  it('breaks an amount into SOCKS 1000, user 400 and the liquidity rest', () => {
    const e18 = 10n ** 18n;
    expect(claimBreakdown(2000n * e18, { isSOCKS: true, isUser: true, isLP: true })).toEqual({
      socks: 1000n * e18,
      user: 400n * e18,
      liquidity: 600n * e18,
    });
    expect(claimBreakdown(400n * e18, { isSOCKS: false, isUser: true, isLP: false })).toEqual({
      socks: 0n,
      user: 400n * e18,
      liquidity: 0n,
    });
  });
});
