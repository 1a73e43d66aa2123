// The gear on the swap card: the settings popup over the persisted user settings, and the expert
// mode confirmation (turning it off is immediate). The popup's content (SwapSettingsPanel.tsx)
// downloads when the gear is first opened. Whether it is open is the app's one-open-modal state
// (state/modal.ts): opening another modal closes it, and the gear toggles it.
import { swapSettingsButtonLabel } from '@dex/swap';
import { Popover, SwapSettingsButton } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, useTransition } from 'react';
import { useTranslation } from '../i18n';
import { DialogErrorBoundary } from '../recovery/ErrorBoundaries';
import { LazyDialog, lazyComponent } from '../recovery/lazy';
import {
  ApplicationModal,
  closeOwnModalAtom,
  openModalAtom,
  toggleModalAtom,
} from '../state/modal';
import { userExpertModeAtom } from '../state/tradeSettings';

const panel = () => import('./SwapSettingsPanel');
const SwapSettingsPanel = lazyComponent(() => panel().then((m) => m.SwapSettingsPanel));
const ExpertModeConfirm = lazyComponent(() => panel().then((m) => m.ExpertModeConfirm));

export function SwapSettingsMenu() {
  const { t } = useTranslation();
  const open = useAtomValue(openModalAtom) === ApplicationModal.SETTINGS;
  const toggleModal = useSetAtom(toggleModalAtom);
  const closeOwnModal = useSetAtom(closeOwnModalAtom);
  // Opening is a transition: the gear stays as it is (with a spinner after the usual delay) until
  // the popup's code is in, so the popup is placed with its real size.
  const [opening, startOpening] = useTransition();
  const expertMode = useAtomValue(userExpertModeAtom);
  const [customSlippage, setCustomSlippage] = useState('');
  const [deadlineText, setDeadlineText] = useState<string | null>(null);
  const [confirmingExpert, setConfirmingExpert] = useState(false);
  // Mounted from its first opening on, so it keeps what was typed as it always has.
  const [expertAsked, setExpertAsked] = useState(false);
  const close = () => closeOwnModal(ApplicationModal.SETTINGS);

  return (
    <>
      <Popover
        show={open}
        onDismiss={close}
        placement="bottom"
        role="dialog"
        content={
          <DialogErrorBoundary onClose={close}>
            <SwapSettingsPanel
              customSlippage={customSlippage}
              setCustomSlippage={setCustomSlippage}
              deadlineText={deadlineText}
              setDeadlineText={setDeadlineText}
              onConfirmExpertMode={() => {
                close();
                setExpertAsked(true);
                setConfirmingExpert(true);
              }}
            />
          </DialogErrorBoundary>
        }
      >
        <SwapSettingsButton
          label={swapSettingsButtonLabel(t, expertMode)}
          expanded={open}
          opening={opening}
          loadingLabel={t('route.loading')}
          expertMode={expertMode}
          onClick={() => startOpening(() => toggleModal(ApplicationModal.SETTINGS))}
        />
      </Popover>
      {expertAsked ? (
        <DialogErrorBoundary onClose={() => setConfirmingExpert(false)}>
          <LazyDialog onDismiss={() => setConfirmingExpert(false)}>
            <ExpertModeConfirm
              isOpen={confirmingExpert}
              onDismiss={() => setConfirmingExpert(false)}
            />
          </LazyDialog>
        </DialogErrorBoundary>
      ) : null}
    </>
  );
}
