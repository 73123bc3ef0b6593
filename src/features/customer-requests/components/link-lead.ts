/**
 * What the request page's lead says over an e-mailed link (locales/<lang>/request.json
 * `link.leads`): the request, an offer to answer, an answer given, or an offer that expired,
 * was replaced or whose request the company declined.
 */
export type LinkLead = 'request' | 'offer' | 'answered' | 'expired' | 'replaced' | 'closed';
