// Why a swap recipient is refused (spec §5 "Invalid recipient", issue #38): the vocabulary of
// `recipientRefusal` (recipients.ts) and of `InvalidRecipientError`.

/**
 * Why a recipient is refused, one reason per address (the app words each):
 * - `zeroAddress`: tokens sent there are burned;
 * - `routerStandIn`: SwapRouter02 reads 0x…01 as "the caller" (MSG_SENDER) and 0x…02 as "the
 *   router itself" (ADDRESS_THIS), so the output would not go where the user typed;
 * - `precompile`: 0x…00 to 0x…ff and 0x…100 (P-256), built-in code with no way to move tokens;
 * - `protocolContract`: a router, position manager, factory, quoter, migrator or other helper
 *   contract of the chain;
 * - `routePool`: a pair or pool the trade swaps through;
 * - `tokenContract`: a token the trade sells, buys or passes through, or the wrapped native token.
 */
export type RecipientRefusal =
  | 'zeroAddress'
  | 'routerStandIn'
  | 'precompile'
  | 'protocolContract'
  | 'routePool'
  | 'tokenContract';
