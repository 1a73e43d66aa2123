import { Button } from '../Button/Button';
import { SettingsIcon } from '../Icons/Icons';
import { Spinner } from '../Spinner/Spinner';

export interface SwapSettingsButtonProps {
  /** The gear's accessible name, e.g. "Open settings" or "Open settings (Expert mode active)". */
  readonly label: string;
  /** The settings popup is open. */
  readonly expanded: boolean;
  /** The popup's code is still downloading: a delayed spinner with `loadingLabel`. */
  readonly opening: boolean;
  readonly loadingLabel: string;
  /** Expert mode is on: a wizard beside the gear. */
  readonly expertMode: boolean;
  readonly onClick: () => void;
}

/** The swap card's settings gear. */
export function SwapSettingsButton({
  label,
  expanded,
  opening,
  loadingLabel,
  expertMode,
  onClick,
}: SwapSettingsButtonProps) {
  return (
    <Button
      variant="text"
      size="sm"
      aria-label={label}
      aria-expanded={expanded}
      aria-busy={opening}
      onClick={onClick}
    >
      <SettingsIcon size={18} />
      {expertMode ? <span aria-hidden="true"> 🧙</span> : null}
      {opening ? <Spinner size="sm" delayed label={loadingLabel} /> : null}
    </Button>
  );
}
