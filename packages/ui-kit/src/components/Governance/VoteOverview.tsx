import { shortenAddress } from '@dex/primitives';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Column, Row } from '../Layout/Layout';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { ProposalList, type ProposalListProps } from './Governance';
import { governancePage } from './Governance.css';

/** The column the /vote and proposal pages are laid out in. */
export function GovernancePage({ children }: { readonly children: ReactNode }) {
  return (
    <Column gap="lg" className={governancePage}>
      {children}
    </Column>
  );
}

/** An address shortened, with the whole one as its title: a link to the explorer where there is one. */
export function AddressLink({
  address,
  href,
}: {
  readonly address: string;
  readonly href?: string;
}) {
  const text = shortenAddress(address);
  return href ? (
    <ExternalLink href={href} title={address}>
      {text}
    </ExternalLink>
  ) : (
    <Text variant="mono" title={address}>
      {text}
    </Text>
  );
}

/** A spinner with its text, announced as a status. */
export function GovernanceLoading({ label }: { readonly label: string }) {
  return (
    <Row gap="sm" alignItems="center" role="status">
      <Spinner size="sm" />
      <Text tone="secondary">{label}</Text>
    </Row>
  );
}

export type AccountVotesCardProps =
  | {
      /** No account: the prompt and its connect button. */
      readonly status: 'disconnected';
      readonly prompt: string;
      readonly connectLabel: string;
      readonly onConnect: () => void;
    }
  | {
      readonly status: 'connected';
      /** e.g. "1,000 Votes"; absent while unknown. */
      readonly votesText?: string;
      /** e.g. "Delegated to self"; absent without a delegate. */
      readonly delegatedText?: string;
      /** "Unlock Voting" (no delegate yet: primary) or "Update Delegation" (outlined). */
      readonly delegateAction?: {
        readonly kind: 'unlock' | 'change';
        readonly label: string;
        readonly onClick: () => void;
      };
      readonly breakdownLabel: string;
      readonly onBreakdown: () => void;
      /** The open breakdown dialog, if any. */
      readonly children?: ReactNode;
    };

/** The account's votes on /vote, its delegate and the delegation and breakdown buttons. */
export function AccountVotesCard(props: AccountVotesCardProps) {
  if (props.status === 'disconnected') {
    return (
      <Card padding="lg">
        <Column gap="md">
          <Text tone="secondary">{props.prompt}</Text>
          <Button variant="primary" onClick={props.onConnect}>
            {props.connectLabel}
          </Button>
        </Column>
      </Card>
    );
  }
  const action = props.delegateAction;
  return (
    <Card padding="lg">
      <Column gap="sm">
        {props.votesText !== undefined ? <Text variant="subtitle">{props.votesText}</Text> : null}
        {props.delegatedText !== undefined ? (
          <Text tone="secondary">{props.delegatedText}</Text>
        ) : null}
        <Row gap="sm" flexWrap="wrap">
          {action?.kind === 'unlock' ? (
            <Button variant="primary" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : action ? (
            <Button variant="outlined" size="sm" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : null}
          <Button variant="text" size="sm" onClick={props.onBreakdown}>
            {props.breakdownLabel}
          </Button>
        </Row>
      </Column>
      {props.children}
    </Card>
  );
}

/**
 * Older proposals: a button, pressed for the user when it scrolls into view (where the browser
 * can tell), so scrolling to the end of the list loads the next page.
 */
function LoadMore({ label, onLoadMore }: { label: string; onLoadMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onLoadMore]);
  return (
    <Row justifyContent="center">
      <Button ref={button} variant="outlined" size="sm" onClick={onLoadMore}>
        {label}
      </Button>
    </Row>
  );
}

export type ProposalSectionProps =
  | { readonly status: 'loading'; readonly loadingLabel: string }
  | (ProposalListProps & {
      readonly status: 'ready';
      /** A proposal history the provider refused: its message with Retry; the list stays below. */
      readonly error?: {
        readonly message: string;
        readonly retryLabel: string;
        readonly onRetry: () => void;
      };
      /** "Load more", while there are older proposals. */
      readonly loadMore?: { readonly label: string; readonly onLoadMore: () => void };
    });

/** One governor's proposals: loading, its refusal with Retry, the list, and Load more. */
export function ProposalSection(props: ProposalSectionProps) {
  if (props.status === 'loading') return <GovernanceLoading label={props.loadingLabel} />;
  const { error, loadMore } = props;
  return (
    <>
      {error ? (
        <Card padding="md">
          <Column gap="sm">
            <Text role="alert" tone="secondary">
              {error.message}
            </Text>
            <Row>
              <Button variant="outlined" size="sm" onClick={error.onRetry}>
                {error.retryLabel}
              </Button>
            </Row>
          </Column>
        </Card>
      ) : null}
      <ProposalList proposals={props.proposals} empty={props.empty} renderLink={props.renderLink} />
      {loadMore ? <LoadMore label={loadMore.label} onLoadMore={loadMore.onLoadMore} /> : null}
    </>
  );
}

export interface VoteOverviewProps {
  /** "Participating Governance" */
  readonly title: string;
  readonly intro: string;
  /** The AccountVotesCard. */
  readonly account: ReactNode;
  /** One per governor, newest first: its heading and proposals (or why there are none). */
  readonly sections: readonly { readonly heading: string; readonly content: ReactNode }[];
  /** The proposal threshold under the lists. */
  readonly note: string;
}

/** The /vote page: title, the account's votes, each governor's proposals, the threshold. */
export function VoteOverview({ title, intro, account, sections, note }: VoteOverviewProps) {
  return (
    <GovernancePage>
      <Column gap="sm">
        <Text as="h1" variant="title">
          {title}
        </Text>
        <Text as="p" tone="secondary">
          {intro}
        </Text>
      </Column>
      {account}
      {sections.map((section) => (
        <Fragment key={section.heading}>
          <Text as="h2" variant="subtitle">
            {section.heading}
          </Text>
          {section.content}
        </Fragment>
      ))}
      <Text variant="small" tone="secondary">
        {note}
      </Text>
    </GovernancePage>
  );
}
