import { type ComponentType, lazy } from 'react';

import type { PageId } from '@/lib/routes/route-manifest';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page's code, loaded on demand; the client preloads the first page before hydrating. */
export const loadPage: Record<PageId, () => PageModule> = {
  home: () => import('@/features/site/pages/home-page').then((m) => ({ default: m.HomePage })),
  about: () => import('@/features/site/pages/about-page').then((m) => ({ default: m.AboutPage })),
  services: () =>
    import('@/features/site/pages/escrow-page').then((m) => ({ default: m.EscrowPage })),
  special: () =>
    import('@/features/site/pages/special-transport-page').then((m) => ({
      default: m.SpecialTransportPage,
    })),
  tracking: () => import('./tracking-route').then((m) => ({ default: m.TrackingRoute })),
  contact: () =>
    import('@/features/site/pages/contact-page').then((m) => ({ default: m.ContactPage })),
  legal: () => import('@/features/site/pages/legal-page').then((m) => ({ default: m.LegalPage })),
};

export const pageComponents: Record<PageId, ComponentType> = {
  home: lazy(loadPage.home),
  about: lazy(loadPage.about),
  services: lazy(loadPage.services),
  special: lazy(loadPage.special),
  tracking: lazy(loadPage.tracking),
  contact: lazy(loadPage.contact),
  legal: lazy(loadPage.legal),
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
