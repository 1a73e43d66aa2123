// The gear on the swap card: the settings popup over the persisted user settings, and the expert
// mode confirmation (turning it off is immediate).
import { Button, ExpertModeDialog, Popover, SettingsIcon, SwapSettings } from '@dex/ui-kit';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { isDarkModeAtom, userDarkModeAtom } from '../state/userSettings';
import {
  bipsToPercentText,
  deadlineToMinutes,
  parseDeadlineMinutes,
  parseSlippageInput,
  SLIPPAGE_PRESET_BIPS,
  slippageWarning,
} from './settings';
import {
  userDeadlineSecondsAtom,
  userExpertModeAtom,
  userSingleHopOnlyAtom,
  userSlippageBipsAtom,
} from './settingsAtoms';

export function SwapSettingsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [slippageBips, setSlippageBips] = useAtom(userSlippageBipsAtom);
  const [deadlineSeconds, setDeadlineSeconds] = useAtom(userDeadlineSecondsAtom);
  const [singleHop, setSingleHop] = useAtom(userSingleHopOnlyAtom);
  const [expertMode, setExpertMode] = useAtom(userExpertModeAtom);
  const [isDark] = useAtom(isDarkModeAtom);
  const [, setUserDarkMode] = useAtom(userDarkModeAtom);
  const [customSlippage, setCustomSlippage] = useState('');
  const [deadlineText, setDeadlineText] = useState<string | null>(null);
  const [confirmingExpert, setConfirmingExpert] = useState(false);

  const warning = slippageWarning(customSlippage, slippageBips);
  const message =
    warning === 'invalid'
      ? { text: t('settings.invalidSlippage'), tone: 'danger' as const }
      : warning === 'mayFail'
        ? { text: t('settings.mayFail'), tone: 'warning' as const }
        : warning === 'mayBeFrontrun'
          ? { text: t('settings.mayBeFrontrun'), tone: 'warning' as const }
          : undefined;

  return (
    <>
      <Popover
        show={open}
        onDismiss={() => setOpen(false)}
        placement="bottom"
        role="dialog"
        content={
          <SwapSettings
            presets={SLIPPAGE_PRESET_BIPS.map((bips) => ({
              bips,
              label: `${bipsToPercentText(bips)}%`,
            }))}
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
            {...(message ? { slippageMessage: message } : {})}
            deadlineMinutes={deadlineText ?? deadlineToMinutes(deadlineSeconds)}
            deadlineInvalid={deadlineText !== null && parseDeadlineMinutes(deadlineText) === null}
            onDeadlineChange={(text) => {
              setDeadlineText(text);
              const seconds = parseDeadlineMinutes(text);
              if (seconds !== null) setDeadlineSeconds(seconds);
            }}
            expertMode={expertMode}
            onExpertModeToggle={() => {
              if (expertMode) setExpertMode(false);
              else {
                setOpen(false);
                setConfirmingExpert(true);
              }
            }}
            singleHopOnly={singleHop}
            onSingleHopToggle={() => setSingleHop(!singleHop)}
            darkMode={isDark}
            onDarkModeToggle={() => setUserDarkMode(!isDark)}
            labels={{
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
            }}
          />
        }
      >
        <Button
          variant="text"
          size="sm"
          aria-label={
            expertMode
              ? `${t('settings.open')} (${t('settings.expertActive')})`
              : t('settings.open')
          }
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <SettingsIcon size={18} />
          {expertMode ? <span aria-hidden="true"> 🧙</span> : null}
        </Button>
      </Popover>
      <ExpertModeDialog
        isOpen={confirmingExpert}
        onDismiss={() => setConfirmingExpert(false)}
        onConfirm={() => {
          setExpertMode(true);
          setConfirmingExpert(false);
        }}
        labels={{
          title: t('expert.title'),
          warning: t('expert.warning'),
          emphasis: t('expert.emphasis'),
          prompt: t('expert.prompt'),
          turnOn: t('expert.turnOn'),
          close: t('txDialog.close'),
        }}
      />
    </>
  );
}
