import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { banner } from './ConfirmSwapDialog.css';

export interface PriceUpdatedNoticeProps {
  /** "Price Updated" */
  readonly label: string;
  /** "Accept" */
  readonly acceptLabel: string;
  readonly onAccept: () => void;
}

/**
 * Spec 001 §4 "Swap confirm pieces": the reviewed terms changed; Accept takes the new ones. The
 * swap confirm dialog and the liquidity reviews show it, and hold their confirmation meanwhile.
 */
export function PriceUpdatedNotice(props: PriceUpdatedNoticeProps) {
  return (
    <div className={banner} role="alert">
      <Text variant="label">{props.label}</Text>
      <Button size="sm" onClick={props.onAccept}>
        {props.acceptLabel}
      </Button>
    </div>
  );
}
