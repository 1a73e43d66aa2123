// The swap settings popup's content and the expert mode confirmation, downloaded when the gear is
// first opened (SwapSettingsMenu.tsx keeps the gear, the open state and what was typed).

import {
  expertModeLabels,
  parseDeadlineInput,
  parseSlippageInput,
  swapSettingsView,
} from '@dex/swap';
import { ExpertModeDialog, SwapSettings } from '@dex/ui-kit';
import { useAtom } from 'jotai';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
import {
  userDeadlineSecondsAtom,
  userExpertModeAtom,
  userSingleHopOnlyAtom,
  userSlippageBipsAtom,
} from '../state/tradeSettings';
import { isDarkModeAtom, userDarkModeAtom } from '../state/userSettings';

export interface SwapSettingsPanelProps {
  /** The custom slippage field's text (kept by the menu while the popup closes and opens). */
  readonly customSlippage: string;
  readonly setCustomSlippage: (text: string) => void;
  /** The deadline field's text while it is being edited, else null. */
  readonly deadlineText: string | null;
  readonly setDeadlineText: (text: string | null) => void;
  /** Turning expert mode on asks first: the menu closes the popup and opens the confirmation. */
  readonly onConfirmExpertMode: () => void;
}

export function SwapSettingsPanel({
  customSlippage,
  setCustomSlippage,
  deadlineText,
  setDeadlineText,
  onConfirmExpertMode,
}: SwapSettingsPanelProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const [slippageBips, setSlippageBips] = useAtom(userSlippageBipsAtom);
  const [deadlineSeconds, setDeadlineSeconds] = useAtom(userDeadlineSecondsAtom);
  const [singleHop, setSingleHop] = useAtom(userSingleHopOnlyAtom);
  const [expertMode, setExpertMode] = useAtom(userExpertModeAtom);
  const [isDark] = useAtom(isDarkModeAtom);
  const [, setUserDarkMode] = useAtom(userDarkModeAtom);

  return (
    <SwapSettings
      {...swapSettingsView(
        t,
        { slippageBips, deadlineSeconds, customSlippage, deadlineText },
        locale,
      )}
      slippageBips={slippageBips}
      onPreset={(bips) => {
        setCustomSlippage('');
        setSlippageBips(bips);
      }}
      customSlippage={customSlippage}
      onCustomSlippageChange={(text) => {
        setCustomSlippage(text);
        const parsed = parseSlippageInput(text);
        if (parsed.ok) setSlippageBips(parsed.bips);
      }}
      onDeadlineChange={(text) => {
        setDeadlineText(text);
        const parsed = parseDeadlineInput(text);
        if (parsed.ok) setDeadlineSeconds(parsed.seconds);
      }}
      expertMode={expertMode}
      onExpertModeToggle={() => {
        if (expertMode) setExpertMode(false);
        else onConfirmExpertMode();
      }}
      singleHopOnly={singleHop}
      onSingleHopToggle={() => setSingleHop(!singleHop)}
      darkMode={isDark}
      onDarkModeToggle={() => setUserDarkMode(!isDark)}
    />
  );
}

/** The expert mode confirmation; confirming turns expert mode on and closes it. */
export function ExpertModeConfirm({
  isOpen,
  onDismiss,
}: {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [, setExpertMode] = useAtom(userExpertModeAtom);
  return (
    <ExpertModeDialog
      isOpen={isOpen}
      onDismiss={onDismiss}
      onConfirm={() => {
        setExpertMode(true);
        onDismiss();
      }}
      labels={expertModeLabels(t)}
    />
  );
}
