/** The scroll helper (spec 001 §2, 002 §2): offsets 80 (top or form), 100 (element), 120 (field error). */
export const SCROLL_OFFSET_TOP = 80;
export const SCROLL_OFFSET_ELEMENT = 100;
export const SCROLL_OFFSET_FIELD_ERROR = 120;
export const HIGHLIGHT_MS = 2000;
export const FOCUS_DELAY_MS = 200;
export const HIGHLIGHT_CLASS = 'highlight-field';

function scrollToY(y: number) {
  window.scrollTo({ top: Math.max(0, y), behavior: 'smooth' });
}

export function scrollToTop(): void {
  scrollToY(0);
}

export function scrollToElement(el: Element, offset = SCROLL_OFFSET_ELEMENT): void {
  scrollToY(el.getBoundingClientRect().top + window.scrollY - offset);
}

/** The first form field, offset 80. */
export function scrollToForm(form: Element): void {
  const first = form.querySelector('input, select, textarea');
  scrollToElement(first ?? form, SCROLL_OFFSET_TOP);
}

/**
 * Scrolls to a named invalid field (offset 120), highlights it for 2000 ms and focuses it after 200 ms.
 * Returns false when no such field is on the page.
 */
export function scrollToField(name: string, root: ParentNode = document): boolean {
  const container = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  const control = container?.querySelector<HTMLElement>('input, select, textarea') ?? root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  const target = container ?? control;
  if (!target) return false;
  scrollToElement(target, SCROLL_OFFSET_FIELD_ERROR);
  target.classList.add(HIGHLIGHT_CLASS);
  setTimeout(() => target.classList.remove(HIGHLIGHT_CLASS), HIGHLIGHT_MS);
  setTimeout(() => control?.focus({ preventScroll: true }), FOCUS_DELAY_MS);
  return true;
}

const saved = new Map<string, number>();
export function saveScrollPosition(key: string): void {
  saved.set(key, window.scrollY);
}
export function restoreScrollPosition(key: string): void {
  const y = saved.get(key);
  if (y !== undefined) window.scrollTo({ top: y });
}
