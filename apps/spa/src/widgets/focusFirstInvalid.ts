// After a refused submit, the first field to correct gets focus and is scrolled into view, so a
// keyboard or screen-reader user lands on it (and hears its problem) instead of staying on the
// submit button with the problems somewhere above.

/** A field shown with a problem: Fluent's Field marks its control, the form renderer its field. */
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusTarget(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches(FOCUSABLE)) return invalid;
  return invalid.querySelector<HTMLElement>(FOCUSABLE);
}

/** Focuses the first invalid field inside `root` (in document order); true when one was found. */
export function focusInvalidNow(root: ParentNode | null | undefined): boolean {
  if (!root) return false;
  for (const invalid of root.querySelectorAll<HTMLElement>(INVALID)) {
    const target = focusTarget(invalid);
    if (!target) continue;
    target.focus({ preventScroll: true });
    // Centred, so neither the sticky header nor a page's sticky button bar covers it.
    target.scrollIntoView?.({ block: 'center', inline: 'nearest' });
    return true;
  }
  return false;
}

/**
 * Focuses the first invalid field once the problems are on screen: they render after the submit
 * handler returns, and a tab group may switch to the tab holding the first one a render later.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): void {
  requestAnimationFrame(() => requestAnimationFrame(() => focusInvalidNow(root)));
}
