import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettledFor } from './useSettledFor';

describe('useSettledFor', () => {
  it('gives the outcome for the current key only, loading again for a new key', async () => {
    const first = { id: 1 };
    const second = { id: 2 };
    const load = (key: { id: number }) =>
      key.id === 1 ? Promise.resolve('one') : Promise.reject(new Error('no estimate'));
    const { result, rerender } = renderHook(({ key }) => useSettledFor(key, load), {
      initialProps: { key: null as { id: number } | null },
    });
    expect(result.current).toBeUndefined();
    rerender({ key: first });
    await waitFor(() => expect(result.current).toEqual({ ok: true, value: 'one' }));
    rerender({ key: second });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toMatchObject({ ok: false }));
    rerender({ key: null });
    expect(result.current).toBeUndefined();
  });
});
