// USD prices over the devnet's real pools and Quoter, against the dollar prices the seed used.

import { getNativeCurrency } from '@dex/currency';
import type { ReadState } from '@dex/primitives';
import type { TradeRead } from '@dex/router';
import { TradeState } from '@dex/router';
import { type Devnet, startDevnet, TOKENS, type TokenKey } from '@dex-tooling/devnet';
import { type Currency, Token } from '@uniswap/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUsdPrice, TESTNET_GOVERNANCE_TOKEN_USD_PRICE } from './usdPrice';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

function token(key: TokenKey): Token {
  const deployed = devnet.deployment.tokens[key];
  return new Token(devnet.chainId, deployed.address, deployed.decimals, deployed.symbol);
}

/** Each read as its own eth_call; a revert or missing contract is an error, as multicall reports. */
async function ethCalls(calls: readonly TradeRead[]): Promise<readonly ReadState[]> {
  return Promise.all(
    calls.map(async (call) => {
      const base = { valid: true, loading: false, syncing: false };
      try {
        const data = await devnet.client.provider.call({ to: call.address, data: call.callData });
        return { ...base, error: false, data };
      } catch {
        return { ...base, error: true, data: undefined };
      }
    }),
  );
}

async function dollars(currency: Currency): Promise<number> {
  const result = await fetchUsdPrice(currency, ethCalls);
  expect(result.state).toBe(TradeState.VALID);
  return Number(result.price?.toSignificant(8));
}

/** The seed's dollar price; traders have moved the pools a little since. */
const seeded = (key: TokenKey) => Number(TOKENS[key].usdMicros) / 1e6;

describe('USD prices on the devnet', () => {
  it('prices WETH and the native coin alike, near the seeded WETH/USDC price', async () => {
    const weth = await dollars(token('WETH'));
    expect(Math.abs(weth / seeded('WETH') - 1)).toBeLessThan(0.02);
    const native = getNativeCurrency(devnet.chainId);
    if (!native) throw new Error('no devnet native currency');
    expect(await dollars(native)).toBe(weth);
  });

  it('prices DAI at about a dollar through its USDC pools', async () => {
    expect(Math.abs((await dollars(token('DAI'))) - seeded('DAI'))).toBeLessThan(0.01);
  });

  it('prices HOP, paired with DAI only, through the two-hop route', async () => {
    const hop = await dollars(token('HOP'));
    expect(Math.abs(hop / seeded('HOP') - 1)).toBeLessThan(0.02);
  });

  it('gives USDC one dollar and UNI the fixed off-mainnet price', async () => {
    expect(await dollars(token('USDC'))).toBe(1);
    expect(await dollars(token('UNI'))).toBe(TESTNET_GOVERNANCE_TOKEN_USD_PRICE);
  });

  it('finds no price for a token with no route to USDC', async () => {
    const stranger = new Token(devnet.chainId, `0x${'12'.repeat(20)}`, 18, 'NONE');
    const result = await fetchUsdPrice(stranger, ethCalls);
    expect(result).toEqual({ state: TradeState.NO_ROUTE_FOUND, price: undefined });
  });
});
