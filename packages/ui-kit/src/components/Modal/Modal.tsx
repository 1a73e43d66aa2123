import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { clsx } from '../../internal/clsx';
import { useMediaQuery } from '../../internal/useMediaQuery';
import { mobileMediaQuery } from '../../theme/breakpoints';
import { focusableElements, isOutermost, viewFocusTarget } from './focusable';
import { inertOthers } from './inertOthers';
import { dialog, dragHandle, overlay } from './Modal.css';
import { ModalPresenceContext } from './modalPresence';
import { type SheetDragTracker, shouldDismissSheet, startSheetDrag } from './sheetDrag';

export type ModalLayout = 'auto' | 'dialog' | 'sheet';

type ModalLabel =
  | { 'aria-labelledby': string; 'aria-label'?: undefined }
  | { 'aria-label': string; 'aria-labelledby'?: undefined };

export type ModalProps = ModalLabel & {
  isOpen: boolean;
  /** Called on Escape, a press on the backdrop, or a bottom sheet dragged away. */
  onDismiss: () => void;
  children: ReactNode;
  /** "auto" (default) is a centred dialog from 720 px up and a bottom sheet below. */
  layout?: ModalLayout;
  /** Focused when the modal opens; otherwise the first focusable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * An accessible modal dialog: at most 420 px wide and 90vh tall, focus kept inside while open
 * (also across view changes) and given back to the opener on close, the rest of the page inert. On narrow screens it is a bottom sheet that closes when
 * dragged down more than 300 px or flicked down faster than 3 px/ms.
 * @spec 000 §2.10 Dialogs are at most 420px wide
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  // Consumed by Modal; kept out of `label`, which is spread onto the dialog element.
  isOpen: _isOpen,
  onDismiss,
  children,
  layout = 'auto',
  initialFocusRef,
  className,
  ...label
}: ModalProps) {
  const isMobile = useMediaQuery(mobileMediaQuery);
  const resolvedLayout = layout === 'auto' ? (isMobile ? 'sheet' : 'dialog') : layout;
  const dialogRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<SheetDragTracker | null>(null);
  const [dragOffset, setDragOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const presence = useContext(ModalPresenceContext);
  useEffect(() => presence?.opened(), [presence]);

  // Move focus in on open and give it back to whatever had it on close. Meanwhile the rest of
  // the page is inert, so neither Tab nor a screen reader wanders behind the dialog.
  useEffect(() => {
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = dialogRef.current;
    if (container) {
      const target = initialFocusRef?.current ?? focusableElements(container)[0] ?? container;
      target.focus();
    }
    const overlayElement = container?.parentElement;
    const releaseInert = overlayElement ? inertOthers(overlayElement) : () => {};
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      // The opener must be focusable again before it gets focus back.
      releaseInert();
      previouslyFocused?.focus();
    };
  }, [initialFocusRef]);

  // A view change (the wallet's options turning into its account view) removes the focused
  // control and focus falls to <body>, where Escape and the Tab trap no longer work: move it to
  // the new view's heading or first control.
  useEffect(() => {
    const container = dialogRef.current;
    if (!container || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!container.isConnected || (active && active !== document.body)) return;
      viewFocusTarget(container).focus();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // Focus that lands outside (a click on the backdrop, programmatic focus) is pulled back in.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const container = dialogRef.current;
      if (!container || !(event.target instanceof Node) || container.contains(event.target)) return;
      (focusableElements(container)[0] ?? container).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismissRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    // Wrap at either end; the focused element may be no control at all (the dialog itself or a
    // heading focused after a view change), so "end" means no control beyond it in that direction.
    const active = document.activeElement ?? dialogRef.current;
    if (isOutermost(active, focusable, event.shiftKey)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  const onHandlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragRef.current = startSheetDrag(event.clientY, performance.now());
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onHandlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragRef.current) return;
    setDragOffset(dragRef.current.move(event.clientY, performance.now()));
  };
  const onHandlePointerEnd = () => {
    const drag = dragRef.current;
    if (!drag) return;
    dragRef.current = null;
    setDragging(false);
    if (shouldDismissSheet(drag.end())) {
      dismissRef.current();
    } else {
      setDragOffset(0);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop press is a pointer shortcut; keyboard users close with Escape.
    <div
      className={overlay({ layout: resolvedLayout })}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismissRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        {...label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={clsx(dialog({ layout: resolvedLayout, dragging }), className)}
        style={dragOffset > 0 ? { transform: `translateY(${dragOffset}px)` } : undefined}
      >
        {resolvedLayout === 'sheet' ? (
          <div
            className={dragHandle}
            aria-hidden="true"
            onPointerDown={onHandlePointerDown}
            onPointerMove={onHandlePointerMove}
            onPointerUp={onHandlePointerEnd}
            onPointerCancel={onHandlePointerEnd}
          />
        ) : null}
        {children}
      </div>
    </div>
  );
}
