import { expect, it } from 'vitest';
import * as write from './index';
import * as testing from './testing';

it('pins the public API', () => {
  expect(Object.keys(write).sort()).toMatchInlineSnapshot(`
    [
      "CHAIN_CHECKED_METHODS",
      "ChainTimeUnknownError",
      "GAS_ESTIMATE_FAILED_LOG",
      "GasEstimateError",
      "MissingDependenciesError",
      "approveWithDialog",
      "bindWalletProvider",
      "chainClockOf",
      "computeSwapDeadline",
      "estimateNetworkCost",
      "extractRevertReason",
      "logWriteFailure",
      "readChainTime",
      "readGasPrice",
      "reportWriteFailure",
      "reviewChanges",
      "reviewStillValid",
      "sendDialogWrite",
      "sendWrite",
      "settledWriteSession",
      "transactionDialogLabels",
      "withChainCheck",
    ]
  `);
});

it('pins the testing entry', () => {
  expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
    [
      "SEND_CHECKS",
      "scriptedWallet",
      "walletOn",
    ]
  `);
});
