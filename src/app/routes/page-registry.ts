import type { ComponentType } from 'react';

import type { LinkPageId, PageId } from '@/lib/routes/route-manifest';

/**
 * Each public page's code, loaded by its route (and before hydrating, for the first page); the
 * pages only our links lead to too (issue #26), which are never prerendered.
 */
export const loadPage: Record<PageId | LinkPageId, () => Promise<ComponentType>> = {
  home: () => import('@/features/site/pages/home-page').then((m) => m.HomePage),
  request: () =>
    import('@/features/customer-requests/components/request-page').then((m) => m.RequestPage),
  about: () => import('@/features/site/pages/about-page').then((m) => m.AboutPage),
  services: () => import('@/features/site/pages/escrow-page').then((m) => m.EscrowPage),
  special: () =>
    import('@/features/site/pages/special-transport-page').then((m) => m.SpecialTransportPage),
  tracking: () => import('./tracking-route').then((m) => m.TrackingRoute),
  contact: () => import('@/features/site/pages/contact-page').then((m) => m.ContactPage),
  legal: () => import('@/features/site/pages/legal-page').then((m) => m.LegalPage),
  privacy: () => import('@/features/site/pages/privacy-page').then((m) => m.PrivacyPage),
  unsubscribe: () => import('./link-page').then((m) => m.UnsubscribeRoute),
};

/**
 * Each page's module as the build's manifest names it (the same files as `loadPage`): the
 * prerender looks up the chunks a page's first paint needs with it.
 */
export const pageSources: Record<PageId, string> = {
  home: 'src/features/site/pages/home-page.tsx',
  request: 'src/features/customer-requests/components/request-page.tsx',
  about: 'src/features/site/pages/about-page.tsx',
  services: 'src/features/site/pages/escrow-page.tsx',
  special: 'src/features/site/pages/special-transport-page.tsx',
  tracking: 'src/app/routes/tracking-route.tsx',
  contact: 'src/features/site/pages/contact-page.tsx',
  legal: 'src/features/site/pages/legal-page.tsx',
  privacy: 'src/features/site/pages/privacy-page.tsx',
};

/** Translation namespaces a page needs besides `common`, loaded before it renders. */
export const pageNamespaces: Record<PageId | LinkPageId, readonly string[]> = {
  home: ['home'],
  request: ['request'],
  about: ['about'],
  services: ['services'],
  special: ['special'],
  tracking: ['tracking'],
  contact: ['contact'],
  legal: ['legal'],
  privacy: ['privacy'],
  unsubscribe: ['unsubscribe'],
};
