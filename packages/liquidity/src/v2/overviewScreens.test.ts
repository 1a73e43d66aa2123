import type { Translator } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import {
  migrateListLabels,
  v2PoolOverviewLabels,
  v2PoolOverviewState,
  v2PoolOverviewView,
} from './overviewScreens';

// Keys as texts, with their values.
const t: Translator = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('the V2 list screens', () => {
  it("write /pool/v2's and /migrate/v2's texts, the list's states shared", () => {
    const pool = v2PoolOverviewLabels(t);
    const migrate = migrateListLabels(t);
    expect(pool).toMatchObject({ title: 'poolV2.title', manageRewards: 'poolV2.manageRewards' });
    expect(migrate).toMatchObject({ title: 'migrateV2.title', importPool: 'migrateV2.importPool' });
    for (const labels of [pool, migrate]) {
      expect(labels.empty).toBe('poolV2.empty');
      expect(labels.pooled('WETH')).toBe('poolV2.pooled {"symbol":"WETH"}');
    }
  });

  it("keeps /pool/v2's disconnected and loading states until the holdings are read", () => {
    const colorOf = () => undefined;
    expect(v2PoolOverviewState({ status: 'disconnected' }, 'en', colorOf)).toEqual({
      status: 'disconnected',
    });
    expect(v2PoolOverviewState({ status: 'loading' }, 'en', colorOf)).toEqual({
      status: 'loading',
    });
    expect(v2PoolOverviewState({ status: 'ready', holdings: [] }, 'en', colorOf)).toEqual({
      status: 'ready',
      pairs: [],
    });
  });

  it("gives /pool/v2's props: the account's analytics link only once connected", () => {
    const onConnect = () => {};
    const input = {
      liquidity: { status: 'loading' } as const,
      locale: 'en',
      colorOf: () => undefined,
      analyticsUrl: 'https://info.example/account/',
      onConnect,
    };
    const connected = v2PoolOverviewView(t, { ...input, account: '0xabc' });
    expect(connected).toMatchObject({
      state: { status: 'loading' },
      onConnect,
      links: {
        add: '/add/v2/ETH',
        importPool: '/find?origin=/pool/v2',
        analytics: 'https://info.example/account/0xabc',
      },
      labels: { title: 'poolV2.title' },
    });
    expect(v2PoolOverviewView(t, { ...input, account: null }).links).not.toHaveProperty(
      'analytics',
    );
  });
});
