import { useEffect, type RefObject } from 'react';

/** The product's name, after every page's own title. */
export const PRODUCT_NAME = 'TOV';

/** `<page> · TOV`, or the product's name alone while a page has no heading yet (loading). */
export function documentTitle(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Keeps the document title on the page's own heading (its first `h1`): every screen, in the
 * chosen language, without each screen repeating its title for the tab. Watches the content,
 * since screens load lazily and their headings change with the language and the loaded data.
 */
export function useTitleFromHeading(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = content.current;
    if (!root) return undefined;
    const update = () => {
      const title = documentTitle(root.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [content]);
}
