import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import type { BadgeVariants } from '../Badge/Badge.css';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Column, Row } from '../Layout/Layout';
import { Markdown } from '../Markdown/Markdown';
import { Text } from '../Text/Text';
import {
  bar,
  barFillAbstain,
  barFillAgainst,
  barFillFor,
  detail,
  grow,
  list,
  proposalRow,
  tallies,
} from './Governance.css';

type Tone = NonNullable<BadgeVariants>['tone'];

export interface ProposalListItem {
  readonly id: number;
  /** Untrusted (on-chain): shown as text, clipped. */
  readonly title: string;
  readonly statusLabel: string;
  readonly statusTone: Tone;
  /** Where the row leads, e.g. /vote/6; rendered by `renderLink` so the app's router handles it. */
  readonly href: string;
}

export interface ProposalListProps {
  readonly proposals: readonly ProposalListItem[];
  /** Shown instead of the list when there are none: "No proposals found." and the hint. */
  readonly empty: { readonly title: string; readonly hint: string };
  readonly renderLink: (href: string, className: string, children: ReactNode) => ReactNode;
}

/** The /vote list: id, title and status badge per proposal. */
export function ProposalList({ proposals, empty, renderLink }: ProposalListProps) {
  if (proposals.length === 0) {
    return (
      <Card padding="lg">
        <Column gap="sm" alignItems="center">
          <Text variant="subtitle">{empty.title}</Text>
          <Text tone="secondary">{empty.hint}</Text>
        </Column>
      </Card>
    );
  }
  return (
    <ul className={list}>
      {proposals.map((proposal) => (
        <li key={proposal.id}>
          {renderLink(
            proposal.href,
            proposalRow,
            <>
              <Text tone="secondary">{proposal.id}</Text>
              <span className={grow} title={proposal.title}>
                {proposal.title}
              </span>
              <Badge tone={proposal.statusTone}>{proposal.statusLabel}</Badge>
            </>,
          )}
        </li>
      ))}
    </ul>
  );
}

export interface ProposalTally {
  readonly label: string;
  /** Formatted votes, no decimals. */
  readonly votes: string;
  /** Rounded share of all votes, 0 to 100 (the bar's width). */
  readonly percent: number;
  /** The share as shown, formatted for the reader's locale (e.g. "52 %"); `${percent}%` if absent. */
  readonly percentText?: string;
}

export interface ProposalDetailProps {
  readonly back: ReactNode;
  readonly title: string;
  readonly statusLabel: string;
  readonly statusTone: Tone;
  /** e.g. "Voting ends approximately …" */
  readonly endTimeText: string;
  readonly forTally: ProposalTally;
  readonly againstTally: ProposalTally;
  /** A third tally, where the governor counts abstentions (GovernorBravo); absent: two tallies. */
  readonly abstainTally?: ProposalTally;
  /** A line under the end time, e.g. the quorum the proposal needs. */
  readonly quorumText?: string;
  readonly detailsTitle: string;
  readonly details: readonly { readonly target: ReactNode; readonly call: string }[];
  readonly descriptionTitle: string;
  /** Untrusted markdown; at most MARKDOWN_MAX_LENGTH characters of it are rendered. */
  readonly description: string;
  /** Shown below a description cut at MARKDOWN_MAX_LENGTH, e.g. "Only the first … are shown." */
  readonly descriptionTruncatedNote?: string;
  readonly proposer: { readonly label: string; readonly link: ReactNode };
  /** How the account voted (e.g. "You voted For with 1,500 votes"); shown instead of the vote buttons. */
  readonly votedText?: string;
  /** Omitted when the account cannot vote; ignored once `votedText` is given. */
  readonly vote?: {
    readonly forLabel: string;
    readonly againstLabel: string;
    readonly onVote: (support: boolean) => void;
    /** A third button, where the governor takes abstentions (GovernorBravo). */
    readonly abstain?: { readonly label: string; readonly onSelect: () => void };
  };
}

function Tally({ tally, fill }: { tally: ProposalTally; fill: string }) {
  return (
    <Card padding="md">
      <Column gap="sm">
        <Row justifyContent="space-between">
          <Text variant="subtitle">{tally.label}</Text>
          <Text variant="subtitle">{tally.votes}</Text>
        </Row>
        {/* The bar is decorative: the votes and the percentage are read out as text. */}
        <div className={bar} aria-hidden="true">
          <div className={fill} style={{ width: `${tally.percent}%` }} />
        </div>
        <Text variant="small" tone="secondary">
          {tally.percentText ?? `${tally.percent}%`}
        </Text>
      </Column>
    </Card>
  );
}

// @spec 000 §2.27 Proposal detail
/** /vote/{id}: status, title, end time, tallies, actions, description and proposer. */
export function ProposalDetail(props: ProposalDetailProps) {
  return (
    <Column gap="lg">
      <Row justifyContent="space-between" alignItems="center">
        {props.back}
        <Badge tone={props.statusTone}>{props.statusLabel}</Badge>
      </Row>
      <Text as="h1" variant="title">
        {props.title}
      </Text>
      <Text tone="secondary">{props.endTimeText}</Text>
      {props.quorumText ? <Text tone="secondary">{props.quorumText}</Text> : null}
      {props.votedText ? (
        <Text variant="subtitle" data-testid="proposal-voted">
          {props.votedText}
        </Text>
      ) : props.vote ? (
        <Row gap="sm">
          <Button fullWidth onClick={() => props.vote?.onVote(true)}>
            {props.vote.forLabel}
          </Button>
          <Button fullWidth onClick={() => props.vote?.onVote(false)}>
            {props.vote.againstLabel}
          </Button>
          {props.vote.abstain ? (
            <Button fullWidth onClick={props.vote.abstain.onSelect}>
              {props.vote.abstain.label}
            </Button>
          ) : null}
        </Row>
      ) : null}
      <div className={tallies}>
        <Tally tally={props.forTally} fill={barFillFor} />
        <Tally tally={props.againstTally} fill={barFillAgainst} />
        {props.abstainTally ? <Tally tally={props.abstainTally} fill={barFillAbstain} /> : null}
      </div>
      <Column gap="sm">
        <Text as="h2" variant="subtitle">
          {props.detailsTitle}
        </Text>
        <ol>
          {props.details.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: actions are an ordered, static list.
            <li key={index} className={detail}>
              {item.target}.{item.call}
            </li>
          ))}
        </ol>
      </Column>
      <Column gap="sm">
        <Text as="h2" variant="subtitle">
          {props.descriptionTitle}
        </Text>
        <Markdown source={props.description} truncatedNote={props.descriptionTruncatedNote} />
      </Column>
      <Column gap="xs">
        <Text as="h2" variant="subtitle">
          {props.proposer.label}
        </Text>
        {props.proposer.link}
      </Column>
    </Column>
  );
}
