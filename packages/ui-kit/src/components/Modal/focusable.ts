const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Elements inside `container` that Tab can reach, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Where focus goes when a dialog's content is swapped under it: the dialog's heading (the element
 * named by `aria-labelledby`, made programmatically focusable) so the new view is announced, else
 * the first control, else the dialog itself.
 */
export function viewFocusTarget(container: HTMLElement): HTMLElement {
  const headingId = container.getAttribute('aria-labelledby');
  const heading = headingId ? container.ownerDocument.getElementById(headingId) : null;
  if (heading && container.contains(heading)) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return focusableElements(container)[0] ?? container;
}

/** True when no element of `focusable` comes after (or, with `before`, before) `element`. */
export function isOutermost(
  element: Element,
  focusable: readonly HTMLElement[],
  before: boolean,
): boolean {
  const edge = before ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
  return !focusable.some((candidate) => element.compareDocumentPosition(candidate) & edge);
}
