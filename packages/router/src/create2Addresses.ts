// Pool and pair addresses are CREATE2 addresses: a keccak of the factory, the sorted tokens (and
// fee) and the init code hash, checksummed with another keccak. The app derives them for every
// candidate pair and fee tier each time a trade or a dollar price is read, so they are kept once
// computed: measured in the journeys, these hashes were the largest share of the app's own
// JavaScript time on the swap and liquidity pages.

import { boundedMemo } from './readMemo';

/**
 * A memo of derived addresses by key: `derive` runs once per key while the key is kept. Keys must
 * name every input of the derivation (factory, init code hash, tokens, fee). At most `maxEntries`
 * are kept; past it the oldest go (a user seldom meets that many pools).
 */
export function create2AddressMemo(
  maxEntries = 4_096,
): (key: string, derive: () => string) => string {
  return boundedMemo<string>(maxEntries);
}
