// Collect fees on /pool/{id} (spec 001 §4 idle -> collecting -> collected) through the app's one
// write flow. Spec §8: a failed collect stops the loading state and is only logged.
import { collectFeesCall } from '@dex/liquidity';
import type { CollectStatus } from '@dex/ui-kit';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { connectedAccountAtom } from '../../state/wallet';
import { type WriteDialogState, writeAtom } from '../../transactions';
import { owedFeesAtom, positionDetailAtom, positionManagerAtom } from './positionAtoms';

const collectWriteFamily = atomFamily((_tokenId: bigint) => atom<WriteDialogState | null>(null));
const collectStatusFamily = atomFamily((_tokenId: bigint) => atom<CollectStatus>('idle'));

/** The Collect fees button's state for position `tokenId`. */
export const collectStatusAtom = (tokenId: bigint) => collectStatusFamily(tokenId);

/** Collects everything owed to position `tokenId` for the connected account (the native coin for WETH). */
export const collectFeesActionAtom = atom(
  null,
  async (get, set, { tokenId, summary }: { tokenId: bigint; summary: string }) => {
    const account = get(connectedAccountAtom);
    const manager = get(positionManagerAtom);
    const detail = get(positionDetailAtom(tokenId));
    const fees = get(owedFeesAtom(tokenId));
    if (!account || !manager || detail.status !== 'ready' || !fees) return;
    const { token0, token1 } = detail;
    if (!token0 || !token1) return;
    const status = collectStatusFamily(tokenId);
    set(status, 'collecting');
    const hash = await set(writeAtom, {
      dialog: collectWriteFamily(tokenId),
      logAs: 'Collect fees',
      request: {
        account,
        summary,
        calls: () => [
          collectFeesCall({
            manager,
            tokenId,
            token0,
            token1,
            fees,
            recipient: account,
            receiveNative: true,
          }),
        ],
      },
    });
    set(status, hash ? 'collected' : 'idle');
  },
);
