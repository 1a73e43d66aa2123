import { DialogHost } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { type MessageKey, useTranslation } from '../i18n';
import { useDialogErrorLabels } from '../recovery/ErrorBoundaries';
import { type ApplicationModalId, closeModalAtom, openModalAtom } from '../state/modal';

/**
 * Titles of the dialogs the shell can open before their features exist. The menu, the pool
 * overview options and the swap settings are popovers their own buttons draw, so they are not here.
 */
const DIALOG_TITLES: Partial<Record<ApplicationModalId, MessageKey>> = {
  wallet: 'modal.wallet',
  selfClaim: 'modal.selfClaim',
  addressClaim: 'modal.addressClaim',
  claimPopup: 'modal.claimPopup',
  delegate: 'modal.delegate',
  vote: 'modal.vote',
};

export type ModalRenderers = Partial<Record<ApplicationModalId, () => ReactNode>>;

export interface ModalHostProps {
  /** Real dialogs by modal id; any open id without one shows an honest "coming soon" dialog. */
  renderers?: ModalRenderers;
}

/** The open modal (ui-kit's DialogHost): its dialog in its own error boundary, or "coming soon". */
export function ModalHost({ renderers = {} }: ModalHostProps) {
  const { t } = useTranslation();
  const openModal = useAtomValue(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const errorLabels = useDialogErrorLabels();
  const title = openModal === null ? undefined : DIALOG_TITLES[openModal];
  return (
    <DialogHost
      openId={openModal}
      render={openModal === null ? undefined : renderers[openModal]}
      comingSoon={
        title
          ? {
              title: t(title),
              body: t('comingSoon.body', { feature: t(title) }),
              closeLabel: t('modal.close'),
            }
          : null
      }
      onClose={closeModal}
      errorLabels={errorLabels}
    />
  );
}
