import { useId } from 'react';
import { Text } from '../../Text/Text';
import { acknowledgement, acknowledgementBox, acknowledgementCheck } from './Shared.css';

export interface AcknowledgementProps {
  /** What the risk is, in plain words (e.g. whose position this is). */
  readonly message: string;
  /** The checkbox's text: what the user accepts by ticking it. */
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * A warning with a checkbox the user must tick before the write can go ahead; the form and its
 * review show the same one, so ticking it in either place is the same choice.
 */
export function Acknowledgement(props: AcknowledgementProps) {
  const messageId = useId();
  return (
    <div className={acknowledgement}>
      {/* A status, so a screen reader hears the warning when it appears. */}
      <Text as="p" role="status" id={messageId}>
        {props.message}
      </Text>
      <label className={acknowledgementCheck}>
        <input
          className={acknowledgementBox}
          type="checkbox"
          checked={props.checked}
          aria-describedby={messageId}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <Text variant="label">{props.label}</Text>
      </label>
    </div>
  );
}
