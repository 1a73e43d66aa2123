/** User-facing texts from the spec that belong to token-list rules; UIs show them verbatim. */
export const MESSAGES = {
  invalidListLocation: 'Enter valid list location',
  listImportFailed: 'Error importing list',
  // @spec 000 §5.5 Token address input
  invalidTokenAddress: 'Enter valid token address',
  unknownSource: 'Unknown Source',
  unsupportedAsset: 'Unsupported Asset',
  listSkipped: 'Could not show token list due to error',
} as const;
