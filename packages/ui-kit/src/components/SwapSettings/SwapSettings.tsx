import { useId } from 'react';
import { Input } from '../Input/Input';
import { Text } from '../Text/Text';
import { Toggle } from '../Toggle/Toggle';
import {
  customField,
  customInput,
  customSlippageInput,
  legend,
  panel,
  preset,
  row,
  section,
  slippageRow,
  spread,
} from './SwapSettings.css';

export interface SlippagePreset {
  /** e.g. "0.1%" */
  readonly label: string;
  readonly bips: number;
}

export interface SwapSettingsLabels {
  /** "Transaction Settings" */
  readonly transactionSettings: string;
  /** "Slippage tolerance" */
  readonly slippage: string;
  /** "Custom slippage (%)" — the custom input's accessible name */
  readonly customSlippage: string;
  /** "Transaction deadline" */
  readonly deadline: string;
  /** "minutes" */
  readonly minutes: string;
  /** "Interface Settings" */
  readonly interfaceSettings: string;
  /** "Toggle Expert Mode" */
  readonly expertMode: string;
  /** "Disable Multihops" */
  readonly singleHop: string;
  /** "Toggle Dark Mode" */
  readonly darkMode: string;
  readonly on: string;
  readonly off: string;
}

export interface SwapSettingsProps {
  readonly presets: readonly SlippagePreset[];
  /** The stored tolerance; a preset is highlighted when it matches and no custom text is typed. */
  readonly slippageBips: number;
  readonly onPreset: (bips: number) => void;
  readonly customSlippage: string;
  readonly onCustomSlippageChange: (text: string) => void;
  /** "Enter a valid slippage percentage", "Your transaction may fail", "…may be frontrun". */
  readonly slippageMessage?: { readonly text: string; readonly tone: 'danger' | 'warning' };
  readonly deadlineMinutes: string;
  readonly onDeadlineChange: (text: string) => void;
  readonly deadlineInvalid: boolean;
  /** Why the typed deadline is not used, e.g. "…can be at most 4320 minutes (3 days)." */
  readonly deadlineMessage?: string;
  readonly expertMode: boolean;
  readonly onExpertModeToggle: () => void;
  readonly singleHopOnly: boolean;
  readonly onSingleHopToggle: () => void;
  readonly darkMode: boolean;
  readonly onDarkModeToggle: () => void;
  readonly labels: SwapSettingsLabels;
}

/** The swap settings popup's content (spec §2): transaction settings and interface settings. */
export function SwapSettings(props: SwapSettingsProps) {
  const { labels } = props;
  const messageId = useId();
  const deadlineId = useId();
  const deadlineMessageId = useId();
  const custom = props.customSlippage !== '';
  const toggleRow = (label: string, active: boolean, onToggle: () => void) => (
    <div className={spread}>
      <Text variant="label">{label}</Text>
      <Toggle
        aria-label={label}
        isActive={active}
        onToggle={onToggle}
        activeText={labels.on}
        inactiveText={labels.off}
      />
    </div>
  );
  return (
    <div className={panel}>
      <Text as="h2" variant="subtitle">
        {labels.transactionSettings}
      </Text>
      <fieldset className={section}>
        <legend className={legend}>{labels.slippage}</legend>
        <div className={slippageRow}>
          {props.presets.map((option) => (
            <button
              key={option.bips}
              type="button"
              className={preset}
              aria-pressed={!custom && option.bips === props.slippageBips}
              onClick={() => props.onPreset(option.bips)}
            >
              {option.label}
            </button>
          ))}
          <span className={customField}>
            <Input
              className={customSlippageInput}
              inputMode="decimal"
              aria-label={labels.customSlippage}
              placeholder={String(props.slippageBips / 100)}
              value={props.customSlippage}
              invalid={props.slippageMessage?.tone === 'danger'}
              aria-describedby={props.slippageMessage ? messageId : undefined}
              onChange={(event) => props.onCustomSlippageChange(event.target.value)}
            />
            <Text variant="label">%</Text>
          </span>
        </div>
        {props.slippageMessage ? (
          <Text id={messageId} variant="small" tone={props.slippageMessage.tone} role="status">
            {props.slippageMessage.text}
          </Text>
        ) : null}
      </fieldset>
      <div className={section}>
        <label htmlFor={deadlineId} className={legend}>
          {labels.deadline}
        </label>
        <div className={row}>
          <Input
            id={deadlineId}
            className={customInput}
            inputMode="decimal"
            value={props.deadlineMinutes}
            invalid={props.deadlineInvalid}
            aria-describedby={props.deadlineMessage ? deadlineMessageId : undefined}
            onChange={(event) => props.onDeadlineChange(event.target.value)}
          />
          <Text variant="label">{labels.minutes}</Text>
        </div>
        {props.deadlineMessage ? (
          <Text id={deadlineMessageId} variant="small" tone="danger" role="status">
            {props.deadlineMessage}
          </Text>
        ) : null}
      </div>
      <Text as="h2" variant="subtitle">
        {labels.interfaceSettings}
      </Text>
      {toggleRow(labels.expertMode, props.expertMode, props.onExpertModeToggle)}
      {toggleRow(labels.singleHop, props.singleHopOnly, props.onSingleHopToggle)}
      {toggleRow(labels.darkMode, props.darkMode, props.onDarkModeToggle)}
    </div>
  );
}
