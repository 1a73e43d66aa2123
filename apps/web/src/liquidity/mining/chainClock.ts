// The chain's clock for the mining countdowns (spec 001 §4), ticking every second.
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { chainTimestampAtom } from '../../state/chainTime';
import { activeChainIdAtom } from '../../state/wallet';

/**
 * §4: the chain's time each second: the latest block's timestamp plus the wall time elapsed since
 * that block was read (a devnet's or stalled chain's clock can be far from the wall clock).
 */
export function useChainClock(): number | undefined {
  const chainId = useAtomValue(activeChainIdAtom);
  const blockTime = useAtomValue(chainTimestampAtom(chainId));
  const readAt = useMemo(() => (blockTime === undefined ? undefined : Date.now()), [blockTime]);
  const [wallNow, setWallNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setWallNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (blockTime === undefined || readAt === undefined) return undefined;
  return blockTime + Math.max(0, Math.floor((wallNow - readAt) / 1000));
}
