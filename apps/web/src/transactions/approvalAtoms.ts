// The one approval read of the app (spec §4 "Approval states"): a spend's on-chain approval, keyed
// by (chain, token, spender, amount), from the owner's allowance over the multicall watch and an
// unmined approval the tracker knows of (@dex/approvals' readApproval rule), and the permit signature
// state on the chain's clock (@dex/approvals' one rule). The swap and every liquidity form read it.
import {
  type ApprovalKey,
  type ApprovalRead,
  type ApprovalState,
  approvalCalls,
  approvalFromAnswers,
  approvalWithPermit,
  type PermitInfo,
  type PermitSignature,
  permitSignature,
  type SignedPermit,
  sameApprovalKey,
} from '@dex/approvals';
import type { Currency, CurrencyAmount, Token } from '@dex/currency';
import { computeSwapDeadline } from '@dex/write';
import { type Atom, atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { userDeadlineSecondsAtom } from '../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { hasPendingApprovalAtom } from './atoms';

/** The connected account's approval of `amount` of `token` for `spender` on `chainId`. */
export const approvalAtom = atomFamily(
  (key: ApprovalKey): Atom<ApprovalRead> =>
    atom((get) => {
      const account = get(connectedAccountAtom);
      const parameters = {
        ...key,
        owner: account ?? '',
        pendingApproval:
          key.token !== null && account
            ? get(hasPendingApprovalAtom(key.token, key.spender))
            : false,
      };
      // Without an account or spender there is no allowance to read: UNKNOWN (the native coin
      // needs none).
      const states =
        account && key.spender ? get(callStatesAtom(key.chainId, approvalCalls(parameters))) : [];
      return approvalFromAnswers(
        parameters,
        states.map((state) => (state.loading ? null : state.error ? undefined : state.data)),
      );
    }),
  sameApprovalKey,
);

/**
 * The approval state of `amount` (a currency amount) for `spender` on the active chain; UNKNOWN
 * without an amount or a spender.
 */
export function readApprovalState(
  get: Getter,
  amount: CurrencyAmount<Currency> | undefined,
  spender: string | null | undefined,
): ApprovalState {
  const currency = amount?.currency;
  return get(
    approvalAtom({
      chainId: get(activeChainIdAtom),
      token: currency?.isToken ? currency.address : null,
      spender: spender ?? '',
      amount: amount && spender ? BigInt(amount.quotient.toString()) : undefined,
    }),
  ).state;
}

/**
 * Spec §4 permit signature state of `amount` of `token` for `spender` on the active chain, with
 * the permit to send when SIGNED: `signed` must match exactly (@dex/approvals' one rule), and its
 * deadline must cover a write sent now by the chain's clock.
 */
export function readPermitSignature(
  get: Getter,
  options: {
    readonly token: Token | null | undefined;
    readonly spender: string | null | undefined;
    /** Raw units the spender will take; undefined while there is no amount. */
    readonly amount: bigint | undefined;
    /** The token's permit support: undefined while read, null for none. */
    readonly permitInfo: PermitInfo | null | undefined;
    readonly signed: SignedPermit | null;
  },
): PermitSignature {
  const { token, spender, amount, permitInfo, signed } = options;
  const account = get(connectedAccountAtom);
  const chainId = get(activeChainIdAtom);
  const now = get(chainTimestampAtom(chainId));
  return permitSignature(
    permitInfo,
    signed,
    token && spender && account && amount !== undefined
      ? {
          chainId,
          token: token.address,
          owner: account,
          spender,
          amount,
          deadline:
            now === undefined ? undefined : computeSwapDeadline(now, get(userDeadlineSecondsAtom)),
        }
      : undefined,
  );
}

/** Where a permit-approved spend reads its parts (each page keeps its own signed permit). */
export interface PermitApprovalSources {
  /** The spend; undefined while there is none (UNKNOWN). */
  readonly amount: (get: Getter) => CurrencyAmount<Currency> | undefined;
  readonly spender: (get: Getter) => string | null | undefined;
  /** The spend's token's permit support: undefined while read, null for none. */
  readonly permitInfo: (get: Getter, token: Token | undefined) => PermitInfo | null | undefined;
  readonly signed: (get: Getter, token: Token | undefined) => SignedPermit | null;
}

export interface PermitApproval {
  /** Spec §4 permit signature state of the spend, with the permit to send when SIGNED. */
  readonly signature: Atom<PermitSignature>;
  /** Spec §4 approval: APPROVED on chain or by a usable signature (@dex/approvals' one rule). */
  readonly approval: Atom<ApprovalState>;
}

/**
 * The one approval-with-permit of the app (V3 add, V2 removal, migrate, stake): the spend's
 * permit signature state and its approval counting that signature.
 */
export function permitApprovalAtoms(sources: PermitApprovalSources): PermitApproval {
  const signature = atom((get): PermitSignature => {
    const amount = sources.amount(get);
    const currency = amount?.currency;
    const token = currency?.isToken ? currency : undefined;
    return readPermitSignature(get, {
      token,
      spender: sources.spender(get),
      amount: amount ? BigInt(amount.quotient.toString()) : undefined,
      permitInfo: sources.permitInfo(get, token),
      signed: sources.signed(get, token),
    });
  });
  const approval = atom(
    (get): ApprovalState =>
      approvalWithPermit(
        readApprovalState(get, sources.amount(get), sources.spender(get)),
        get(signature).state,
      ),
  );
  return { signature, approval };
}
