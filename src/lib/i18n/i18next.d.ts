import 'i18next';

import type tracking from '#common/locales/en/tracking.json';
import type requests from '#common/locales/ro/requests.json';

import type about from '../../../locales/en/about.json';
import type common from '../../../locales/en/common.json';
import type contact from '../../../locales/en/contact.json';
import type escrow from '../../../locales/en/escrow.json';
import type home from '../../../locales/en/home.json';
import type legal from '../../../locales/en/legal.json';
import type privacy from '../../../locales/en/privacy.json';
import type proof from '../../../locales/en/proof.json';
import type request from '../../../locales/en/request.json';
import type services from '../../../locales/en/services.json';
import type special from '../../../locales/en/special.json';
import type unsubscribe from '../../../locales/en/unsubscribe.json';
import type admin from '../../../locales/ro/admin.json';
import type driver from '../../../locales/ro/driver.json';
import type shipments from '../../../locales/ro/shipments.json';

/** Translation keys are checked at compile time against the English bundles and the Romanian (staff area) ones. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      admin: typeof admin;
      shipments: typeof shipments;
      driver: typeof driver;
      requests: typeof requests;
      tracking: typeof tracking;
      unsubscribe: typeof unsubscribe;
      request: typeof request;
      home: typeof home;
      about: typeof about;
      services: typeof services;
      special: typeof special;
      contact: typeof contact;
      legal: typeof legal;
      privacy: typeof privacy;
      proof: typeof proof;
      escrow: typeof escrow;
    };
  }
}
