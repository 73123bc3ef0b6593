/**
 * CORS for the functions the browser calls (Supabase's examples/_shared/cors.ts): hosted, a
 * function answers the preflight and sets these on every answer itself (locally the gateway
 * applies its own policy as well).
 */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
};

/** The answer to a CORS preflight (OPTIONS), or null for any other request. */
export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}
