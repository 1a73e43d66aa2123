import { expect, it } from 'vitest';
import * as liquidity from './index';

it('pins the public API', () => {
  expect(Object.keys(liquidity).sort()).toMatchInlineSnapshot(`
    [
      "FEE_TIERS",
      "POSITION_MANAGER_INTERFACE",
      "canManagePosition",
      "decodePosition",
      "decodePositionCount",
      "decodePositionId",
      "decodePositionOwner",
      "feeTier",
      "formatFee",
      "positionCall",
      "positionCountCall",
      "positionIdCalls",
      "positionOwnerCall",
      "positionStatus",
    ]
  `);
});
