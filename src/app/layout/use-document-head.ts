import { useEffect } from 'react';

import { applyHead, type HeadTags } from '@/lib/seo/head';

/**
 * Keeps <head> (title, description, canonical, hreflang, robots, html lang) in line with the
 * page after client-side navigation. The prerendered HTML already has the same tags.
 */
export function useDocumentHead(head: HeadTags): void {
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(document, JSON.parse(key) as HeadTags);
  }, [key]);
}
