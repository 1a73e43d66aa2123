import type { Translator } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { miningPool } from './miningPool.testing';
import {
  miningOverviewLabels,
  miningOverviewState,
  miningPoolDetailLabels,
  miningPoolPage,
} from './miningScreens';

// Keys as texts, with their values.
const t: Translator = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const pool = miningPool(10n ** 18n, 10n ** 15n, true);

describe('the mining screens', () => {
  it("write /uni's and /uni/{a}/{b}'s texts", () => {
    expect(miningOverviewLabels(t)).toMatchObject({
      bannerTitle: 'mining.bannerTitle',
      deposit: 'mining.deposit',
    });
    expect(miningPoolDetailLabels(t)).toMatchObject({
      notFound: 'mining.notFound',
      step1Link: 'mining.step1Link',
    });
  });

  it("lists the shown pools' cards once read, in the given order", () => {
    const colorOf = vi.fn(() => '#ff0000');
    expect(miningOverviewState({ status: 'loading' }, [], 0, t, 'en', colorOf)).toEqual({
      status: 'loading',
    });
    const state = miningOverviewState(
      { status: 'ready', pools: [pool] },
      [pool],
      0,
      t,
      'en',
      colorOf,
    );
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.pools.map((item) => item.pair)).toEqual(['DAI/ETH']);
  });

  it('gives a found pool its figures and the buttons that open each dialog', () => {
    const onOpen = vi.fn();
    const input = { now: 0, account: undefined, locale: 'en', onOpen };
    expect(miningPoolPage(t, { ...input, current: { status: 'notFound' } })).toEqual({
      state: { status: 'notFound' },
      actions: undefined,
    });
    const page = miningPoolPage(t, { ...input, current: { status: 'ready', pool } });
    expect(page.state.status).toBe('ready');
    expect(page.actions?.withdraw).toMatchObject({ label: 'mining.withdraw', disabled: false });
    page.actions?.claim.onClick();
    expect(onOpen).toHaveBeenCalledWith('claim');
  });
});
