import {
  type AriaRole,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { clsx } from '../../internal/clsx';
import { anchor, panel } from './Popover.css';
import { floatingPosition, keepInViewport, type Placement } from './placement';

export type PopoverProps = {
  show: boolean;
  /** The floating content; a function is called on every render (see `updateIntervalMs`). */
  content: ReactNode | (() => ReactNode);
  /** The element the popover points at. */
  children: ReactNode;
  placement?: Placement;
  /** Called on Escape or a press outside both the anchor and the panel. */
  onDismiss?: () => void;
  /**
   * While shown, re-measure the anchor and re-render the content this often (ms), so the
   * panel follows a moving anchor and time-dependent content stays fresh.
   */
  updateIntervalMs?: number;
  role?: AriaRole;
  id?: string;
  className?: string;
};

export function Popover({
  show,
  content,
  children,
  placement = 'bottom',
  onDismiss,
  updateIntervalMs,
  role,
  id,
  className,
}: PopoverProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const [, setTick] = useState(0);

  const measure = useCallback(() => {
    const element = anchorRef.current;
    if (!element) return;
    const { top, left } = floatingPosition(element.getBoundingClientRect(), placement);
    // Centred on the anchor, but never past the screen's edge (an anchor near the edge of a phone).
    const width = panelRef.current?.offsetWidth ?? 0;
    setPosition({ top, left: keepInViewport(left, width, window.innerWidth) });
  }, [placement]);

  useLayoutEffect(() => {
    if (show) measure();
  }, [show, measure]);

  useEffect(() => {
    if (!show || updateIntervalMs === undefined) return;
    const interval = setInterval(() => {
      measure();
      setTick((tick) => tick + 1);
    }, updateIntervalMs);
    return () => clearInterval(interval);
  }, [show, updateIntervalMs, measure]);

  useEffect(() => {
    if (!show || !onDismiss) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (anchorRef.current?.contains(target) || panelRef.current?.contains(target)) return;
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [show, onDismiss]);

  return (
    <>
      <span ref={anchorRef} className={anchor}>
        {children}
      </span>
      {show && typeof document !== 'undefined'
        ? createPortal(
            <div
              ref={panelRef}
              id={id}
              role={role}
              className={clsx(panel({ placement }), className)}
              style={{ top: position.top, left: position.left }}
            >
              {typeof content === 'function' ? content() : content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
