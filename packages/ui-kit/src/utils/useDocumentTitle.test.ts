import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

describe('useDocumentTitle', () => {
  it('sets the tab title on mount and again when the text changes', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Pool | Uniswap' },
    });
    expect(document.title).toBe('Pool | Uniswap');
    rerender({ title: 'Add Liquidity | Uniswap' });
    expect(document.title).toBe('Add Liquidity | Uniswap');
  });
});
