import { Spinner } from '../Spinner/Spinner';
import { detailRow, networkCostUsd } from './ConfirmSwapDialog.css';

/** A review's network cost: being estimated, estimated, or not available (the estimate failed). */
export type NetworkCostState =
  | { readonly status: 'loading' }
  /** Both already written in the reader's locale, e.g. "0.0021 ETH" and "$4.20". */
  | { readonly status: 'ready'; readonly native: string; readonly usd?: string }
  | { readonly status: 'unavailable' };

export interface NetworkCostRowProps {
  readonly state: NetworkCostState;
  readonly labels: {
    /** "Network cost" */
    readonly title: string;
    /** Announced while estimating, e.g. "Estimating network cost" */
    readonly loading: string;
    /** Shown when it cannot be estimated, e.g. "Unavailable" */
    readonly unavailable: string;
  };
  /** The list's own row, term and value classes (a review's details rows by default). */
  readonly classNames?: {
    readonly row?: string;
    readonly term?: string;
    readonly value?: string;
  };
}

/**
 * One row of a review's details (inside its `<dl>`): what the write will cost in the native
 * currency and in dollars, before the wallet opens.
 */
export function NetworkCostRow({ state, labels, classNames }: NetworkCostRowProps) {
  return (
    <div className={classNames?.row ?? detailRow} data-testid="network-cost">
      <dt className={classNames?.term}>{labels.title}</dt>
      <dd
        className={classNames?.value}
        aria-busy={state.status === 'loading'}
        data-status={state.status}
      >
        {state.status === 'loading' ? <Spinner size="sm" label={labels.loading} /> : null}
        {state.status === 'unavailable' ? labels.unavailable : null}
        {state.status === 'ready' ? (
          <>
            {state.native}
            {state.usd ? <span className={networkCostUsd}> ({state.usd})</span> : null}
          </>
        ) : null}
      </dd>
    </div>
  );
}
