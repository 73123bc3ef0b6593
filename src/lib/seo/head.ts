/**
 * The <head> of every page, as data: the prerender writes it into the HTML, and the browser
 * updates the same tags on navigation. One function decides both.
 */
import { type Language, LANGUAGES } from '#common/languages';

import { type PageId, pathFor } from '../routes/route-manifest';

export interface HeadTags {
  lang: string;
  title: string;
  description: string;
  /** Absent for pages that must not be indexed. */
  canonical?: string;
  alternates: Array<{ hreflang: string; href: string }>;
  robots?: string;
}

export function siteTitle(pageTitle: string, company: string): string {
  return `${pageTitle} | ${company}`;
}

export function pageHead(options: {
  page: PageId;
  lang: Language;
  siteUrl: string;
  title: string;
  description: string;
  /** Tracking result URLs (?id=) and the like: shown, never indexed. */
  noindex?: boolean;
}): HeadTags {
  const { page, lang, siteUrl, title, description, noindex } = options;
  const alternates = [
    ...LANGUAGES.map((hreflang) => ({ hreflang, href: siteUrl + pathFor(page, hreflang) })),
    { hreflang: 'x-default', href: siteUrl + pathFor(page, 'de') },
  ];
  return {
    lang,
    title,
    description,
    canonical: siteUrl + pathFor(page, lang),
    alternates,
    robots: noindex ? 'noindex, follow' : undefined,
  };
}

/** Pages without a public URL of their own: 404, staff area. */
export function privateHead(lang: string, title: string, description = ''): HeadTags {
  return { lang, title, description, alternates: [], robots: 'noindex, nofollow' };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The tags as HTML, for the prerendered files. Each carries data-head so the client can find it. */
export function renderHeadHtml(head: HeadTags): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" data-head />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" data-head />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" data-head />`,
    `<meta property="og:type" content="website" data-head />`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" data-head />`);
  }
  for (const { hreflang, href } of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" data-head />`,
    );
  }
  if (head.robots) tags.push(`<meta name="robots" content="${head.robots}" data-head />`);
  return tags.join('\n    ');
}

/** Brings document.head in line with `head` (client-side navigation). */
export function applyHead(doc: Document, head: HeadTags): void {
  doc.documentElement.lang = head.lang;
  if (doc.title !== head.title) doc.title = head.title;
  const template = doc.createElement('template');
  template.innerHTML = renderHeadHtml(head).replace(/^<title>.*?<\/title>/, '');
  const wanted = [...template.content.children].map((element) => element.outerHTML);
  const current = [...doc.head.querySelectorAll('[data-head]')];
  // A prerendered page already has exactly these tags: leave them alone.
  if (current.map((element) => element.outerHTML).join() === wanted.join()) return;
  for (const element of current) element.remove();
  doc.head.append(template.content);
}
