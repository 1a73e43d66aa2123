import type { ReactNode } from 'react';
import { Card } from '../../Card/Card';
import { Text } from '../../Text/Text';
import { FormPage } from '../Shared/FormPage';

/** A list of the account's pairs: connect first, then loading, then its cards. */
export type PairListState<Item> =
  | { readonly status: 'disconnected' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pairs: readonly Item[] };

/** The labels a pair list's connect prompt and loading line are written with. */
export interface PairListStatusLabels {
  readonly connectPrompt: string;
  readonly connectWallet: string;
  readonly loading: string;
}

/** A pair list's status, connect prompt and loading line (the props AccountList takes for them). */
export function pairListStatus(
  status: 'disconnected' | 'loading' | 'ready',
  labels: PairListStatusLabels,
  onConnect: () => void,
) {
  return {
    status,
    connect: { prompt: labels.connectPrompt, label: labels.connectWallet, onConnect },
    loading: (
      <Text role="status" tone="secondary" align="center">
        {labels.loading}
      </Text>
    ),
  };
}

/** A V2-style form's page (the back link and title, with anything beside it) around one card. */
export function FormCardPage(props: {
  readonly frame: {
    readonly back: ReactNode;
    readonly title: string;
    readonly headerExtra?: ReactNode;
  };
  readonly className: string;
  readonly children: ReactNode;
}) {
  const { back, title, headerExtra } = props.frame;
  return (
    <FormPage back={back} title={title} headerExtra={headerExtra} className={props.className}>
      <Card padding="lg">{props.children}</Card>
    </FormPage>
  );
}
