import { cloneElement, type ReactElement, type ReactNode, useId, useState } from 'react';
import { Popover } from '../Popover/Popover';
import type { Placement } from '../Popover/placement';
import { trigger } from './Tooltip.css';

/** The spec's tooltip refresh period (§9 timings). */
export const TOOLTIP_UPDATE_INTERVAL_MS = 100;

export type TooltipProps = {
  /**
   * What the tooltip says. A function is called again on every refresh while open, for
   * content that changes with time (e.g. a countdown).
   */
  content: ReactNode | (() => ReactNode);
  /** The element the tooltip describes (it receives aria-describedby); hovering or focusing it opens the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: Placement;
  /** Controls visibility from outside; when omitted, hover and focus drive it. */
  show?: boolean;
};

/** A hover/focus tooltip that refreshes its position and content every 100 ms while open. */
export function Tooltip({ content, children, placement = 'top', show }: TooltipProps) {
  const [hovered, setHovered] = useState(false);
  const id = useId();
  const open = show ?? hovered;
  return (
    <Popover
      show={open}
      placement={placement}
      role="tooltip"
      id={id}
      updateIntervalMs={TOOLTIP_UPDATE_INTERVAL_MS}
      onDismiss={show === undefined ? () => setHovered(false) : undefined}
      content={content}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the focusable trigger is the child. */}
      <span
        className={trigger}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      </span>
    </Popover>
  );
}
