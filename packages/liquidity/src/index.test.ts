import { expect, it } from 'vitest';
import * as liquidity from './index';

it('pins the public API', () => {
  expect(Object.keys(liquidity).sort()).toMatchInlineSnapshot(`
    [
      "FEE_TIERS",
      "POSITION_MANAGER_INTERFACE",
      "PoolState",
      "canManagePosition",
      "decodePool",
      "decodePosition",
      "decodePositionCount",
      "decodePositionId",
      "decodePositionOwner",
      "feeTier",
      "formatFee",
      "isV3Fee",
      "poolCalls",
      "poolState",
      "positionCall",
      "positionCountCall",
      "positionIdCalls",
      "positionOwnerCall",
      "positionStatus",
      "v3PoolAddress",
    ]
  `);
});
