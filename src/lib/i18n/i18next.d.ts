import 'i18next';

import type common from '../../../locales/en/common.json';
import type admin from '../../../locales/ro/admin.json';

/** Translation keys are checked at compile time against the English (common) and Romanian (admin) bundles. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      admin: typeof admin;
    };
  }
}
