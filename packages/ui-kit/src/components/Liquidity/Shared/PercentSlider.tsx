import { useEffect, useRef, useState } from 'react';
import { Button } from '../../Button/Button';
import { Text } from '../../Text/Text';
import { quickButtons, slider } from './Shared.css';

// @spec 001 §9.7 Slider step 1, range 0 to
/** Spec 001 §9: the slider's debounce and quick buttons. */
export const PERCENT_DEBOUNCE_MS = 100;
// @spec 001 §2.23 A percent slider with the same
export const QUICK_PERCENTS = [25, 50, 75, 100] as const;

export interface PercentSliderProps {
  /** The percent applied (0-100, whole). */
  readonly percent: number;
  /** Called 100 ms after the slider stops moving, and at once for the quick buttons. */
  readonly onPercentChange: (percent: number) => void;
  /** The slider's accessible name, e.g. "Amount to remove (percent)". */
  readonly label: string;
  /** The 100 % button: "Max". */
  readonly max: string;
}

/** A removal's percent: the big figure, a 0-100 slider and the 25/50/75/Max buttons (V2 and V3). */
export function PercentSlider({ percent, onPercentChange, label, max }: PercentSliderProps) {
  const [shown, setShown] = useState(percent);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A percent set from outside (cleared after a removal) moves the slider too.
  useEffect(() => setShown(percent), [percent]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const slide = (value: number) => {
    setShown(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onPercentChange(value), PERCENT_DEBOUNCE_MS);
  };
  const jump = (value: number) => {
    clearTimeout(timer.current);
    setShown(value);
    onPercentChange(value);
  };

  return (
    <>
      <Text variant="display" aria-hidden="true">
        {shown}%
      </Text>
      <input
        className={slider}
        type="range"
        min={0}
        max={100}
        step={1}
        value={shown}
        aria-label={label}
        aria-valuetext={`${shown}%`}
        onChange={(event) => slide(Number(event.currentTarget.value))}
      />
      <div className={quickButtons}>
        {QUICK_PERCENTS.map((value) => (
          <Button
            key={value}
            variant={shown === value ? 'secondary' : 'outlined'}
            size="sm"
            aria-pressed={shown === value}
            onClick={() => jump(value)}
          >
            {value === 100 ? max : `${value}%`}
          </Button>
        ))}
      </div>
    </>
  );
}
