import { expect, it } from 'vitest';
import * as approvals from './index';

it('pins the public API', () => {
  expect(Object.keys(approvals).sort()).toMatchInlineSnapshot(`
    [
      "ARGENT_WALLET_DETECTOR_INTERFACE",
      "ApprovalState",
      "ERC20_APPROVAL_INTERFACE",
      "PERMIT_TOKEN_INTERFACE",
      "PERMIT_VALIDITY_BUFFER_SECONDS",
      "PermitSignatureState",
      "addGasMargin",
      "allowanceCall",
      "approvalCalls",
      "approvalFromAnswers",
      "approvalWithPermit",
      "approveCalls",
      "computeApprovalState",
      "decodeAllowance",
      "decodeIsArgentWallet",
      "hasPendingApproval",
      "isArgentWalletCall",
      "isPermitUsable",
      "permitDeadline",
      "permitInfoCalls",
      "permitSignature",
      "permitTypedData",
      "readApproval",
      "resolvePermitInfo",
      "sameApprovalKey",
      "signPermit",
      "splitPermitSignature",
      "toPermitOptions",
      "toSignedPermit",
    ]
  `);
});
