// Code that /swap does not need before an interaction (other routes, dialogs) loads on demand.
// `lazyComponent` is React.lazy plus a way to retry: React.lazy keeps a failed download's error
// for good (a flaky network, a deploy that replaced the files), so the error boundary's Try again
// calls `retryLoad(error)` first, and the next render downloads anew.
import { Column, Modal, SPINNER_DELAY_MS, Spinner, useDelayedVisibility } from '@dex/ui-kit';
import { useSetAtom } from 'jotai';
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../i18n';
import { closeModalAtom } from '../state/modal';
import { pageLoading } from './recovery.css';

/** Failed downloads by the error they threw, each with the way to try it again. */
const retries = new WeakMap<object, () => void>();

/** If `error` is a lazy component's failed download, the next render of it downloads again. */
export function retryLoad(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  retries.get(error)?.();
  retries.delete(error);
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  const create = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          const failed = error instanceof Object ? error : new Error(String(error));
          retries.set(failed, () => {
            current = create();
          });
          throw failed;
        },
      ),
    );
  let current = create();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chunk at module level, like React.lazy
  return function Lazy(props: P) {
    const Current = current as ComponentType<P>;
    return <Current {...props} />;
  };
}

/** A route's page while its chunk downloads: a spinner after the spec's 600 ms delay. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={pageLoading}>
      <Spinner size="lg" delayed label={t('route.loading')} />
    </div>
  );
}

/**
 * A dialog while its chunk downloads: nothing at first (most downloads finish well within the
 * spec's 600 ms spinner delay, so the dialog simply opens), then a small dialog with a spinner.
 */
function DialogLoading({ onDismiss }: { readonly onDismiss: () => void }) {
  const { t } = useTranslation();
  const visible = useDelayedVisibility(SPINNER_DELAY_MS);
  if (!visible) return null;
  return (
    <Modal isOpen onDismiss={onDismiss} aria-label={t('route.loading')}>
      <Column padding="lg" alignItems="center">
        <Spinner size="lg" label={t('route.loading')} />
      </Column>
    </Modal>
  );
}

/**
 * Renders a lazily loaded dialog with the loading dialog until it is in. Dismissing the loading
 * dialog calls `onDismiss`: by default it closes the modal host's dialog; a dialog a page owns
 * (the token select, the swap confirmation) passes its own. Put it inside the dialog's error
 * boundary so a failed download shows the boundary's Try again.
 */
export function LazyDialog({
  children,
  onDismiss,
}: {
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}) {
  const closeModal = useSetAtom(closeModalAtom);
  return (
    <Suspense fallback={<DialogLoading onDismiss={onDismiss ?? closeModal} />}>{children}</Suspense>
  );
}

/**
 * Renders a lazily loaded popup the user did not ask for (the claim offer): nothing until its
 * chunk is in. A loading dialog there would be a modal over whatever the user is doing, such as a
 * transaction's Waiting For Confirmation.
 */
export function LazyPopup({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
