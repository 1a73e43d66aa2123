import { ComingSoonDialog } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { type MessageKey, useTranslation } from '../i18n';
import { DialogErrorBoundary } from '../recovery/ErrorBoundaries';
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

/** Calls a renderer while rendering as a component, so what it throws reaches the boundary. */
function Rendered({ render }: { readonly render: () => ReactNode }) {
  return <>{render()}</>;
}

export function ModalHost({ renderers = {} }: ModalHostProps) {
  const { t } = useTranslation();
  const openModal = useAtomValue(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  if (openModal === null) return null;
  const render = renderers[openModal];
  // Keyed by the dialog, so opening another one starts without the last one's error.
  if (render)
    return (
      <DialogErrorBoundary key={openModal} onClose={closeModal}>
        <Rendered render={render} />
      </DialogErrorBoundary>
    );
  const title = DIALOG_TITLES[openModal];
  if (!title) return null;
  return (
    <ComingSoonDialog
      title={t(title)}
      body={t('comingSoon.body', { feature: t(title) })}
      closeLabel={t('modal.close')}
      onClose={closeModal}
    />
  );
}
