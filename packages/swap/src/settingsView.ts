// What the swap settings popup and the expert mode confirmation show (spec 000 §2 settings): the
// presets, the slippage and deadline fields with their warnings, and every text in the reader's
// words (the app's translator). The popup's state stays the app's; these are its view rules. It
// loads with the popup (the gear's own label is swapFormView.ts', with the page).
import { localizeDecimal, type Translator } from '@dex/primitives';
import { deadlineToMinutes, MAX_DEADLINE_MINUTES, parseDeadlineInput } from './deadlineSetting';
import {
  bipsToPercentText,
  SLIPPAGE_PRESET_BIPS,
  slippageWarning,
  slippageWarningView,
} from './slippageSetting';

export type SwapSettingsMessage =
  | 'settings.transaction'
  | 'settings.slippage'
  | 'settings.customSlippage'
  | 'settings.deadline'
  | 'settings.minutes'
  | 'settings.interface'
  | 'settings.expertMode'
  | 'settings.singleHop'
  | 'settings.darkMode'
  | 'settings.on'
  | 'settings.off'
  | 'settings.invalidSlippage'
  | 'settings.mayFail'
  | 'settings.mayBeFrontrun'
  | 'settings.deadlineTooLong';

/** The popup's fixed texts. */
export const swapSettingsLabels = (t: Translator<SwapSettingsMessage>) => ({
  transactionSettings: t('settings.transaction'),
  slippage: t('settings.slippage'),
  customSlippage: t('settings.customSlippage'),
  deadline: t('settings.deadline'),
  minutes: t('settings.minutes'),
  interfaceSettings: t('settings.interface'),
  expertMode: t('settings.expertMode'),
  singleHop: t('settings.singleHop'),
  darkMode: t('settings.darkMode'),
  on: t('settings.on'),
  off: t('settings.off'),
});

export interface SwapSettingsFields {
  /** The stored tolerance and deadline. */
  readonly slippageBips: number;
  readonly deadlineSeconds: number;
  /** The custom slippage field's text ('' when a preset is used). */
  readonly customSlippage: string;
  /** The deadline field's text while it is being edited, else null (the stored one shows). */
  readonly deadlineText: string | null;
}

/**
 * The popup's slippage presets and fields for `fields`: the warning under the slippage (invalid,
 * may fail, may be frontrun) and the deadline as typed, refused above `MAX_DEADLINE_MINUTES`.
 */
export function swapSettingsView(
  t: Translator<SwapSettingsMessage>,
  fields: SwapSettingsFields,
  locale: string,
) {
  const warning = slippageWarningView(slippageWarning(fields.customSlippage, fields.slippageBips));
  const deadline = fields.deadlineText === null ? null : parseDeadlineInput(fields.deadlineText);
  return {
    presets: SLIPPAGE_PRESET_BIPS.map((bips) => ({
      bips,
      label: `${localizeDecimal(bipsToPercentText(bips), locale)}%`,
    })),
    ...(warning
      ? { slippageMessage: { text: t(`settings.${warning.message}`), tone: warning.tone } }
      : {}),
    deadlineMinutes: fields.deadlineText ?? deadlineToMinutes(fields.deadlineSeconds),
    deadlineInvalid: deadline !== null && !deadline.ok,
    ...(deadline && !deadline.ok && deadline.error === 'tooLong'
      ? { deadlineMessage: t('settings.deadlineTooLong', { minutes: MAX_DEADLINE_MINUTES }) }
      : {}),
    labels: swapSettingsLabels(t),
  };
}

/** The expert mode confirmation's texts. */
export const expertModeLabels = (
  t: Translator<
    | 'expert.title'
    | 'expert.warning'
    | 'expert.emphasis'
    | 'expert.prompt'
    | 'expert.turnOn'
    | 'txDialog.close'
  >,
) => ({
  title: t('expert.title'),
  warning: t('expert.warning'),
  emphasis: t('expert.emphasis'),
  prompt: t('expert.prompt'),
  turnOn: t('expert.turnOn'),
  close: t('txDialog.close'),
});
