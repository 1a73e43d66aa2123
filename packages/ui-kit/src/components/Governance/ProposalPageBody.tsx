import type { ReactNode } from 'react';
import { Text } from '../Text/Text';
import { ProposalDetail, type ProposalDetailProps } from './Governance';
import { GovernanceLoading, GovernancePage } from './VoteOverview';

export type ProposalPageBodyProps =
  | ({ readonly status: 'ready' } & ProposalDetailProps)
  | {
      /** The proposal's reads are not in yet. */
      readonly status: 'loading';
      /** The way back to /vote. */
      readonly back: ReactNode;
      /** "Loading proposal…" */
      readonly loadingLabel: string;
    }
  | {
      /** No such proposal, or no governor on this chain. */
      readonly status: 'missing';
      readonly back: ReactNode;
      /** e.g. "Proposal not found." */
      readonly message: string;
    };

/** /vote/{id}'s page: the proposal, or the way back with why it is not shown yet (or at all). */
export function ProposalPageBody(props: ProposalPageBodyProps) {
  return (
    <GovernancePage>
      {props.status === 'ready' ? (
        <ProposalDetail {...props} />
      ) : (
        <>
          {props.back}
          {props.status === 'loading' ? (
            <GovernanceLoading label={props.loadingLabel} />
          ) : (
            <Text tone="secondary">{props.message}</Text>
          )}
        </>
      )}
    </GovernancePage>
  );
}
