// While a modal is open everything beside it (the app root, other portals) is `inert`: no focus,
// no clicks, hidden from assistive technology. Counted per element, so stacked modals and a modal
// closing out of order never wake the background too early; elements the page made inert itself
// are left alone.
const holds = new Map<Element, number>();

/** Makes every other child of `keep`'s parent inert; the returned function undoes it. */
export function inertOthers(keep: Element): () => void {
  const parent = keep.parentElement;
  if (!parent) return () => {};
  const held = Array.from(parent.children).filter(
    (element) =>
      element !== keep &&
      // Not ours to manage: the page made it inert on its own.
      (holds.has(element) || !element.hasAttribute('inert')),
  );
  for (const element of held) {
    holds.set(element, (holds.get(element) ?? 0) + 1);
    element.setAttribute('inert', '');
  }
  return () => {
    for (const element of held) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) holds.set(element, count);
      else {
        holds.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}
