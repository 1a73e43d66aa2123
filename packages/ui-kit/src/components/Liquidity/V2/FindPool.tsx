import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import type { RenderLink } from '../Positions/PositionsOverview';
import { header, page, textLink, wrapText } from './V2.css';

/** One token choice: its symbol, or null for the 'Select a token' prompt. */
export interface FindPoolSide {
  readonly symbol: string | null;
  readonly onSelect: () => void;
  /** The button's accessible name, e.g. "Select the first token". */
  readonly label: string;
}

/** What the search found, as a sentence and the link that follows it. */
export interface FindPoolStatus {
  readonly text: string;
  readonly link?: { readonly href: string; readonly label: string };
}

export interface FindPoolProps {
  /** 'Import Pool' */
  readonly title: string;
  /** The link back to where the user came from (the origin). */
  readonly back: { readonly href: string; readonly label: string };
  readonly selectLabel: string;
  readonly tokenA: FindPoolSide;
  readonly tokenB: FindPoolSide;
  readonly status: FindPoolStatus;
  /** The found pair's summary (LP tokens held), when there is one. */
  readonly summary?: ReactNode;
  readonly renderLink: RenderLink;
}

// @spec 001 §2.21 Choose two tokens. Prompts say Select
/** Spec 001 §2 "Find": two token selects and what was found, announced politely. */
export function FindPool(props: FindPoolProps) {
  const side = (choice: FindPoolSide) => (
    <Button
      variant={choice.symbol === null ? 'primary' : 'outlined'}
      fullWidth
      onClick={choice.onSelect}
      aria-label={`${choice.label}: ${choice.symbol ?? props.selectLabel}`}
      className={wrapText}
    >
      {choice.symbol ?? props.selectLabel}
    </Button>
  );
  return (
    <Column gap="lg" className={page}>
      <div className={header}>
        {props.renderLink(props.back.href, textLink, `← ${props.back.label}`)}
        <Text as="h1" variant="title">
          {props.title}
        </Text>
        <span />
      </div>
      <Card padding="lg">
        <Column gap="md">
          {side(props.tokenA)}
          <Text align="center" aria-hidden="true">
            +
          </Text>
          {side(props.tokenB)}
          <div role="status" aria-live="polite">
            <Column gap="sm" alignItems="center">
              <Text tone="secondary" align="center" className={wrapText}>
                {props.status.text}
              </Text>
              {props.status.link
                ? props.renderLink(props.status.link.href, textLink, props.status.link.label)
                : null}
            </Column>
          </div>
          {props.summary}
        </Column>
      </Card>
    </Column>
  );
}
