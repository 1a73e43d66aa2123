import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { actions, header, list } from './Shared.css';

/** An overview page's title with its actions (New Position, Create a pair, ...) beside it. */
export function OverviewHeader(props: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div className={header}>
      <Text as="h1" variant="title">
        {props.title}
      </Text>
      <div className={actions}>{props.children}</div>
    </div>
  );
}

/** Without an account: why to connect, and the Connect Wallet button. */
function ConnectPrompt(props: {
  readonly prompt: string;
  readonly connectLabel: string;
  readonly onConnect: () => void;
}) {
  return (
    <Column gap="md" alignItems="center">
      <Text tone="secondary" align="center">
        {props.prompt}
      </Text>
      <Button variant="primary" onClick={props.onConnect}>
        {props.connectLabel}
      </Button>
    </Column>
  );
}

/** The account's list heading ('Your positions', 'Your liquidity') with an optional control. */
function ListHeader(props: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className={header}>
      <Text as="h2" variant="subtitle">
        {props.title}
      </Text>
      {props.children}
    </div>
  );
}

/** The empty list's line. */
function EmptyLine({ children }: { readonly children: string }) {
  return (
    <Text tone="secondary" align="center">
      {children}
    </Text>
  );
}

export interface AccountListProps<T> {
  readonly status: 'disconnected' | 'loading' | 'ready';
  readonly connect: {
    readonly prompt: string;
    readonly label: string;
    readonly onConnect: () => void;
  };
  /** Shown while the account's items load. */
  readonly loading: ReactNode;
  /** 'Your positions' / 'Your liquidity' */
  readonly title: string;
  /** Beside the title, e.g. Hide closed positions or the analytics link. */
  readonly titleExtra?: ReactNode;
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  readonly empty: string;
  /** Under the list once it is shown, e.g. a Load more control. */
  readonly footer?: ReactNode;
}

/** The overview's card: connect first, then loading, then the account's list (or its empty line). */
export function AccountList<T>(props: AccountListProps<T>) {
  return (
    <Card padding="lg">
      {props.status === 'disconnected' ? (
        <ConnectPrompt
          prompt={props.connect.prompt}
          connectLabel={props.connect.label}
          onConnect={props.connect.onConnect}
        />
      ) : props.status === 'loading' ? (
        props.loading
      ) : (
        <Column gap="md">
          <ListHeader title={props.title}>{props.titleExtra}</ListHeader>
          {props.items.length === 0 ? (
            <EmptyLine>{props.empty}</EmptyLine>
          ) : (
            <ul className={list}>
              {props.items.map((item) => (
                <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
              ))}
            </ul>
          )}
          {props.footer}
        </Column>
      )}
    </Card>
  );
}
