import { createContext, useContext, useEffect } from 'react';

/** The page's title and description as its components set them; the server renders them into <head>. */
export type PageHead = { title?: string; description?: string };

/**
 * On the server, pages write their title and description here while they render (effects do not run
 * there), so the served HTML carries the very texts the page sets in the browser.
 */
export const PageHeadContext = createContext<PageHead | null>(null);

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(selector);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and description (and their Open Graph twins) for the current page. */
export function usePageMeta(title: string, description?: string): void {
  const collected = useContext(PageHeadContext);
  if (collected) {
    collected.title = title;
    if (description) collected.description = description;
  }
  useEffect(() => {
    document.title = title;
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    if (description) {
      setMeta('meta[name="description"]', 'name', 'description', description);
      setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    }
  }, [title, description]);
}
