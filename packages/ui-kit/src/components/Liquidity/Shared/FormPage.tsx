import type { ReactNode } from 'react';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { header } from './Shared.css';
import type { ActionView, ApproveButtonView } from './SubmitButtons';

/** What every deposit form (V3 add and increase, V2 add) takes around its own fields. */
export interface DepositFormFrame {
  /** The link back to the overview or the position. */
  readonly back: ReactNode;
  /** 'Add Liquidity', 'Increase Liquidity', 'Create a pair', ... */
  readonly title: string;
  /** Settings menu or similar beside the title. */
  readonly headerExtra?: ReactNode;
  readonly approvals: readonly ApproveButtonView[];
  /** The main button: 'Add' / 'Supply', or what is missing in the spec's priority. */
  readonly action: ActionView;
}

/** A liquidity form's page: the back link, the title (with settings beside it), then the form. */
export function FormPage(props: {
  readonly back: ReactNode;
  readonly title: string;
  readonly headerExtra?: ReactNode;
  readonly className: string;
  readonly children: ReactNode;
}) {
  return (
    <Column gap="lg" className={props.className}>
      {props.back}
      <div className={header}>
        <Text as="h1" variant="title">
          {props.title}
        </Text>
        {props.headerExtra}
      </div>
      {props.children}
    </Column>
  );
}
