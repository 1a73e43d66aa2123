import { ApprovalState } from '@dex/approvals';
import type { Translator } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { ADD_FORM_READS } from './addForm.testing';
import { type AddPageMessage, type AddPageReads, addPageView } from './addPage';

// Keys as texts, with their values: what each prop asks for shows in the result.
const t: Translator<AddPageMessage> = (key, values) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const reads = (over: Partial<AddPageReads> = {}): AddPageReads => ({
  ...ADD_FORM_READS,
  approvals: [ApprovalState.APPROVED, ApprovalState.APPROVED],
  tokenId: undefined,
  authority: null,
  acknowledged: false,
  ...over,
});

const page = () => ({
  gasPriceWei: undefined,
  locale: 'en',
  dispatch: vi.fn(),
  reviewDetails: null,
  usdText: (usd: number) => `$${usd}`,
  onAcknowledge: vi.fn(),
  onSelectCurrency: vi.fn(),
  onSelectFee: vi.fn(),
  onApprove: vi.fn(),
  onConnect: vi.fn(),
  onAdd: vi.fn(),
});

describe('the add page view', () => {
  it('goes back to /pool, titles the review Add Liquidity and has no acknowledgement', () => {
    const view = addPageView(t, reads(), page());
    expect(view.title).toBe('addLiquidity.title');
    expect(view.back).toEqual({ to: '/pool', label: 'addLiquidity.backToPools' });
    expect(view.reviewLabels).toEqual({
      title: 'addLiquidity.title',
      confirm: 'addLiquidity.add',
    });
    expect(view.acknowledgement).toBeUndefined();
    // No review open: only the range's ends, in B per A.
    expect(view.reviewLines.map((line) => line.value)).toEqual([
      expect.stringContaining('addLiquidity.pricePer'),
      expect.stringContaining('addLiquidity.pricePer'),
    ]);
  });

  it("on /increase goes back to the position and asks to acknowledge someone else's", () => {
    const on = page();
    const view = addPageView(
      t,
      reads({
        isIncrease: true,
        tokenId: '7',
        authority: { authority: 'none', owner: '0xabc' },
        gate: 'acknowledge',
      }),
      on,
    );
    expect(view.title).toBe('addLiquidity.increaseTitle');
    expect(view.back).toEqual({ to: '/pool/7', label: 'addLiquidity.backToPosition' });
    expect(view.acknowledgement).toMatchObject({ checked: false });
    view.acknowledgement?.onChange(true);
    expect(on.onAcknowledge).toHaveBeenCalledWith(true);
  });

  it('hands Add the history text of the add it sends', () => {
    const on = page();
    const view = addPageView(t, reads(), on);
    view.form.action.onClick();
    expect(on.onAdd).toHaveBeenCalledWith(view.summary);
  });
});
