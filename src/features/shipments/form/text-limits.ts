/**
 * The database's limits in characters (checks of supabase/migrations/20261121120000_…sql;
 * the route fields are limits of a history entry, shipments_history_format, and the pickup
 * place is the first entry's location). Values are saved trimmed, so they are measured trimmed.
 * A file without imports, so tests/integration/form-limits.test.ts can compare it with the
 * live database's definitions.
 */
export const TEXT_LIMITS = {
  id: 64,
  status: 100,
  info: 2000,
  shippername: 200,
  shipperaddress: 500,
  recipientname: 200,
  recipientaddress: 500,
  transportedgoods: 1000,
  accessories: 1000,
  driver_notes: 2000,
  // Not a field of the form: "Șofer și vehicul" sends it through assign_driver.
  vehicle_plate: 20,
  purchaseprice: 100,
  shippingcosts: 100,
  additionalservices: 500,
  totalamount: 100,
  paymentmethod: 100,
  permit_number: 100,
  firstLocation: 200,
  newHistoryLocation: 200,
  newHistoryStatus: 100,
} as const;
