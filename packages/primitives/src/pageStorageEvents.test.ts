import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPageStorageChange } from './pageStorageEvents';

type Listener = (event: { key: string | null }) => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onPageStorageChange', () => {
  it("follows the key's storage events and a cleared storage, until unsubscribed", () => {
    const listeners = new Set<Listener>();
    vi.stubGlobal('addEventListener', (_type: string, listener: Listener) =>
      listeners.add(listener),
    );
    vi.stubGlobal('removeEventListener', (_type: string, listener: Listener) =>
      listeners.delete(listener),
    );
    const onChange = vi.fn();
    const stop = onPageStorageChange('dex.transactions', onChange);
    const fire = (key: string | null) => {
      for (const listener of listeners) listener({ key });
    };
    fire('dex.other');
    expect(onChange).not.toHaveBeenCalled();
    fire('dex.transactions');
    fire(null);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    expect(listeners.size).toBe(0);
  });
});
