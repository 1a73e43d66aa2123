// Against the devnet: the seeded in-range position has earned fees (the seed's swaps), the static
// collect reads them, and collecting moves exactly those to the owner. Its token URI is the real
// descriptor's base64 JSON with an SVG image.
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectFeesCall } from './collect';
import { owedFeesCall, readOwedFees } from './fees';
import { decodeTokenUri, tokenUriCall } from './positions';
import { devnetHelpers } from './positionsDevnet.testing';
import { parseTokenUri } from './tokenUri';

let devnet: Devnet;
let chain: ReturnType<typeof devnetHelpers>;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  chain = devnetHelpers(devnet);
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('fees of the seeded in-range position', () => {
  it('are non-zero, and collecting them pays exactly those to the owner', async () => {
    const tokenId = chain.seededId('in-range');
    const { position, pool } = await chain.loadPosition(tokenId);
    const owed = await readOwedFees(
      { request: chain.request },
      owedFeesCall(chain.manager, tokenId, chain.owner),
    );
    if (!owed) throw new Error('no owed fees read');
    expect(owed.amount0).toBeGreaterThan(0n);
    expect(owed.amount1).toBeGreaterThan(0n);
    // A stranger cannot read them: the manager refuses a collect by anyone else.
    await expect(
      readOwedFees(
        { request: chain.request },
        owedFeesCall(chain.manager, tokenId, devnet.deployment.accounts[1] as string),
      ),
    ).rejects.toThrow();

    const before = [await chain.balanceOf(position.token0), await chain.balanceOf(position.token1)];
    await chain.send(
      collectFeesCall({
        manager: chain.manager,
        tokenId,
        token0: pool.token0,
        token1: pool.token1,
        fees: owed,
        recipient: chain.owner,
        receiveNative: false,
      }),
    );
    expect(await chain.balanceOf(position.token0)).toBe((before[0] ?? 0n) + owed.amount0);
    expect(await chain.balanceOf(position.token1)).toBe((before[1] ?? 0n) + owed.amount1);
    const after = await readOwedFees(
      { request: chain.request },
      owedFeesCall(chain.manager, tokenId, chain.owner),
    );
    expect(after).toEqual({ amount0: 0n, amount1: 0n });
    // Collecting fees leaves the liquidity in place.
    expect((await chain.loadPosition(tokenId)).position.liquidity).toBe(position.liquidity);
  });

  it("reads the real descriptor's artwork as an SVG data URI", async () => {
    const uri = decodeTokenUri(
      await chain.read(tokenUriCall(chain.manager, chain.seededId('in-range'))),
    );
    const metadata = parseTokenUri(uri);
    expect(metadata?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(metadata?.name).toMatch(/USDC/);
  });
});
