// What a page shows while code downloads or after a part of it broke: the route's loading spinner,
// a dialog's loading dialog, and the dialog's own error boundary with Try again and Close.
import { type ReactNode, Suspense, useId } from 'react';
import { Button } from '../Button/Button';
import { Column } from '../Layout/Layout';
import { Modal } from '../Modal/Modal';
import { SPINNER_DELAY_MS, Spinner } from '../Spinner/Spinner';
import { useDelayedVisibility } from '../Spinner/useDelayedVisibility';
import { ErrorBoundary, ErrorFallback } from './ErrorBoundary';
import { retryLoad } from './lazyComponent';
import { pageLoading } from './Recovery.css';

/** The thrown value as one line of text for a fallback's details. */
export function errorDetails(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/**
 * Around a page (or the whole app, as its `<main>` landmark): a render error shows "Something went
 * wrong" with Try again (renders anew) and `exit`, another way back; any change of `resetKeys`
 * (e.g. the location) renders the children again.
 */
export function PageErrorBoundary({
  children,
  labels,
  exit,
  resetKeys,
  landmark = false,
}: {
  readonly children: ReactNode;
  readonly labels: Omit<DialogErrorLabels, 'close'>;
  readonly exit?: ReactNode;
  readonly resetKeys?: readonly unknown[];
  /** Wrap the fallback in `<main>` (where it replaces the whole app, landmarks and all). */
  readonly landmark?: boolean;
}) {
  return (
    <ErrorBoundary
      {...(resetKeys ? { resetKeys } : {})}
      fallback={({ error, reset }) => {
        const fallback = (
          <ErrorFallback
            title={labels.title}
            message={labels.message}
            retryLabel={labels.retry}
            onRetry={reset}
            exit={exit}
            details={errorDetails(error)}
          />
        );
        return landmark ? <main>{fallback}</main> : fallback;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

/** A route's page while its chunk downloads: a spinner after the spec's 600 ms delay. */
export function PageLoading({ label }: { readonly label: string }) {
  return (
    <div className={pageLoading}>
      <Spinner size="lg" delayed label={label} />
    </div>
  );
}

/**
 * A dialog while its chunk downloads: nothing at first (most downloads finish well within the
 * spec's 600 ms spinner delay, so the dialog simply opens), then a small dialog with a spinner.
 */
export function LoadingDialog({
  label,
  onDismiss,
}: {
  /** "Loading…": the dialog's name and the spinner's. */
  readonly label: string;
  readonly onDismiss: () => void;
}) {
  const visible = useDelayedVisibility(SPINNER_DELAY_MS);
  if (!visible) return null;
  return (
    <Modal isOpen onDismiss={onDismiss} aria-label={label}>
      <Column padding="lg" alignItems="center">
        <Spinner size="lg" label={label} />
      </Column>
    </Modal>
  );
}

/**
 * A lazily loaded dialog with the loading dialog until it is in; dismissing the loading dialog
 * calls `onDismiss`. Put it inside the dialog's error boundary so a failed download shows Try again.
 */
export function LazyDialog({
  children,
  label,
  onDismiss,
}: {
  readonly children: ReactNode;
  readonly label: string;
  readonly onDismiss: () => void;
}) {
  return (
    <Suspense fallback={<LoadingDialog label={label} onDismiss={onDismiss} />}>{children}</Suspense>
  );
}

/**
 * A lazily loaded popup the user did not ask for (an offer): nothing until its chunk is in. A
 * loading dialog there would be a modal over whatever the user is doing, such as a transaction's
 * Waiting For Confirmation.
 */
export function LazyPopup({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export interface DialogErrorLabels {
  /** "Something went wrong" (the fallback dialog's name) */
  readonly title: string;
  /** What broke and that the page under it still works. */
  readonly message: string;
  /** "Try again" */
  readonly retry: string;
  /** "Close" */
  readonly close: string;
}

/**
 * Around one dialog: a dialog that throws while rendering becomes a small "Something went wrong"
 * dialog with Try again (a failed download downloads anew) and Close; the page under it keeps
 * working.
 */
export function DialogErrorBoundary({
  children,
  onClose,
  labels,
}: {
  readonly children: ReactNode;
  readonly onClose: () => void;
  readonly labels: DialogErrorLabels;
}) {
  return (
    <ErrorBoundary
      fallback={({ error, reset }) => (
        <DialogErrorFallback
          error={error}
          onRetry={() => {
            retryLoad(error);
            reset();
          }}
          onClose={onClose}
          labels={labels}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** The fallback dialog of `DialogErrorBoundary`: what went wrong, Try again and Close. */
export function DialogErrorFallback({
  error,
  onRetry,
  onClose,
  labels,
}: {
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly onClose: () => void;
  readonly labels: DialogErrorLabels;
}) {
  const titleId = useId();
  return (
    <Modal isOpen onDismiss={onClose} aria-labelledby={titleId}>
      <ErrorFallback
        placement="dialog"
        titleId={titleId}
        title={labels.title}
        message={labels.message}
        retryLabel={labels.retry}
        onRetry={onRetry}
        exit={
          <Button variant="text" onClick={onClose}>
            {labels.close}
          </Button>
        }
        details={errorDetails(error)}
      />
    </Modal>
  );
}
