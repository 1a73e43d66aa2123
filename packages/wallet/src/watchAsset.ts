// Asking a wallet to show a token (EIP-747 `wallet_watchAsset`, spec 000 §7): after a swap, the
// token swapped to can be added to the user's wallet.

// @spec 000 §7.14 Wallet request wallet_watchAsset with {type ERC20
/** The wallet_watchAsset request for an ERC-20 token, with its logo when there is one. */
export function watchAssetRequest(
  token: {
    readonly address: string;
    readonly symbol?: string | undefined;
    readonly decimals: number;
  },
  image: string | undefined,
) {
  return {
    method: 'wallet_watchAsset',
    params: {
      type: 'ERC20',
      options: {
        address: token.address,
        symbol: token.symbol ?? '',
        decimals: token.decimals,
        ...(image ? { image } : {}),
      },
    },
  } as const;
}
