import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const lookupRecipient = vi.fn(async (text: string) => ({
  status: 'valid' as const,
  address: '0x000000000000000000000000000000000000dEaD',
  name: text,
}));
vi.mock('@dex/ens', () => ({ lookupRecipient }));
vi.mock('../chain/chainReaders', () => ({
  chainReader: () => ({ provider: { request: vi.fn() } }),
}));

const { LOOKUP_DEBOUNCE_MS, recipientAtom } = await import('./recipientAtoms');

describe('recipient lookups are debounced', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    lookupRecipient.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('looks a name up only after it stayed typed for 200 ms', async () => {
    expect(LOOKUP_DEBOUNCE_MS).toBe(200);
    const store = createStore();
    const name = recipientAtom('alice.eth');
    const stop = store.sub(name, () => {});
    await vi.advanceTimersByTimeAsync(199);
    expect(lookupRecipient).not.toHaveBeenCalled();
    expect(store.get(name)).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store.get(name)).toMatchObject({ status: 'valid' }));
    expect(lookupRecipient).toHaveBeenCalledTimes(1);
    stop();
  });

  it('skips the texts typed over within 200 ms: only the finished name is looked up', async () => {
    const store = createStore();
    let stop = () => {};
    for (const typed of ['bob.e', 'bob.et', 'bob.eth']) {
      stop();
      stop = store.sub(recipientAtom(typed), () => {});
      await vi.advanceTimersByTimeAsync(120);
    }
    await vi.advanceTimersByTimeAsync(200);
    expect(lookupRecipient.mock.calls.map(([text]) => text)).toEqual(['bob.eth']);
    stop();
  });
});
