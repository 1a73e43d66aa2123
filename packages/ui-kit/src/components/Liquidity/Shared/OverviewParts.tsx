import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { actions, header } from './Shared.css';

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
export function ConnectPrompt(props: {
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
export function ListHeader(props: { readonly title: string; readonly children?: ReactNode }) {
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
export function EmptyLine({ children }: { readonly children: string }) {
  return (
    <Text tone="secondary" align="center">
      {children}
    </Text>
  );
}
