import { Badge } from '../../Badge/Badge';

/** Spec 001 §4: Inactive (no liquidity), In range, Out of range. */
export type PositionStatusView = 'in-range' | 'out-of-range' | 'closed';

export type PositionStatusLabels = Readonly<Record<PositionStatusView, string>>;

const TONES = { 'in-range': 'success', 'out-of-range': 'warning', closed: 'neutral' } as const;

/** The position badge: the label says the state, the colour only repeats it. */
export function PositionStatusBadge(props: {
  readonly status: PositionStatusView;
  readonly labels: PositionStatusLabels;
}) {
  return (
    <Badge tone={TONES[props.status]} data-status={props.status}>
      {props.labels[props.status]}
    </Badge>
  );
}
