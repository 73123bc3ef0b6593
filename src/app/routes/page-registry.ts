import type { ComponentType } from 'react';

import type { PageId } from '@/lib/routes/route-manifest';

/** Each public page's code, loaded by its route (and before hydrating, for the first page). */
export const loadPage: Record<PageId, () => Promise<ComponentType>> = {
  home: () => import('@/features/site/pages/home-page').then((m) => m.HomePage),
  about: () => import('@/features/site/pages/about-page').then((m) => m.AboutPage),
  services: () => import('@/features/site/pages/escrow-page').then((m) => m.EscrowPage),
  special: () =>
    import('@/features/site/pages/special-transport-page').then((m) => m.SpecialTransportPage),
  tracking: () => import('./tracking-route').then((m) => m.TrackingRoute),
  contact: () => import('@/features/site/pages/contact-page').then((m) => m.ContactPage),
  legal: () => import('@/features/site/pages/legal-page').then((m) => m.LegalPage),
};

/** Translation namespaces a page needs besides `common`, loaded before it renders. */
export const pageNamespaces: Record<PageId, readonly string[]> = {
  home: ['home'],
  about: ['about'],
  services: ['services'],
  special: ['special'],
  tracking: ['tracking'],
  contact: ['contact'],
  legal: ['legal'],
};
