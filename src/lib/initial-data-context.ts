import { createContext } from 'react';

import type { InitialData } from './initial-data';

/** The build-time data of the page being rendered (see initial-data.ts). */
export const InitialDataContext = createContext<InitialData>({});
