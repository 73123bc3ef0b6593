// Relative and with extensions: the e-mails import this file under Deno (supabase/functions/_shared).
import type { Language } from '../languages.ts';
import type { LoadingMethod, RequestKind } from './request-rules.ts';

/** One end of the journey, as `submit_transport_request` takes it (contract of issue #36). */
export type RequestPlace = {
  address: string | null;
  postcode: string | null;
  town: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
};

/** The `request` object of `submit_transport_request`: snake_case, exactly these keys. */
export type RequestPayload = {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  language: Language;
  kind: RequestKind;
  goods: string;
  quantity: number;
  drivable: boolean | null;
  running_gear: 'wheels' | 'tracks' | null;
  with_attachments: boolean | null;
  container_size: '20' | '40' | null;
  container_loaded: boolean | null;
  length_m: number | null;
  width_m: number | null;
  height_m: number | null;
  weight_kg: number | null;
  value_eur: number | null;
  listing_url: string | null;
  pickup: RequestPlace;
  delivery: RequestPlace;
  /** 'YYYY-MM-DD' */
  earliest_pickup: string;
  latest_delivery: string | null;
  pickup_loading: LoadingMethod;
  delivery_loading: LoadingMethod;
  escrow: boolean;
  /** May hold line breaks. */
  message: string | null;
  /** The honeypot: a person leaves it empty; the database leaves it out of the stored request. */
  website: string | null;
};
