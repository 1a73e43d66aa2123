import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { TitledModal } from '../TransactionDialog/TitledModal';
import { row, rows, value } from './Claim.css';

export interface UniBreakdownRow {
  readonly label: string;
  readonly value: string;
  /** e.g. the "(claim)" link to /uni beside the unclaimed amount. */
  readonly action?: ReactNode;
}

export interface UniBreakdownDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  /** "Your UNI Breakdown" */
  readonly title: string;
  /** Balance (2 decimals), unclaimed (4 decimals), supply figures… */
  readonly rows: readonly UniBreakdownRow[];
  readonly closeLabel: string;
  /** e.g. a pending "Claim UNI" call to action. */
  readonly children?: ReactNode;
}

// @spec 000 §2.24 A "Your UNI Breakdown" dialog links
/** "Your UNI Breakdown": the account's governance-token figures. */
export function UniBreakdownDialog(props: UniBreakdownDialogProps) {
  return (
    <TitledModal
      isOpen={props.isOpen}
      onDismiss={props.onDismiss}
      title={props.title}
      closeLabel={props.closeLabel}
    >
      <dl className={rows}>
        {props.rows.map((line) => (
          <div key={line.label} className={row}>
            <dt>{line.label}</dt>
            <dd className={value}>
              {line.value} {line.action}
            </dd>
          </div>
        ))}
      </dl>
      {props.children}
      <Button variant="secondary" fullWidth onClick={props.onDismiss}>
        {props.closeLabel}
      </Button>
    </TitledModal>
  );
}
