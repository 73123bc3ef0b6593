/**
 * The public site the local stack's e-mails link to (issue #49): `[auth] site_url` of
 * supabase/config.toml, and under `npm start` the dev server's own port when that URL names
 * this machine, so `SITE_PORT=5180 npm start` sends links that open.
 */
import type pg from 'pg';

const THIS_MACHINE = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function devSiteUrl(configured: string, sitePort: number): string {
  const url = new URL(configured);
  if (THIS_MACHINE.has(url.hostname)) url.port = String(sitePort);
  return url.toString().replace(/\/$/, '');
}

/**
 * The customer e-mails' links (private.email_settings.site_url) follow the stack's site URL;
 * written only when it differs, so the settings' audit trail shows real changes.
 */
export async function syncEmailSiteUrl(client: pg.Client, siteUrl: string): Promise<void> {
  await client.query('begin');
  try {
    await client.query(`select set_config('private.audit_actor', 'local stack (site URL)', true)`);
    await client.query(
      'update private.email_settings set site_url = $1 where site_url is distinct from $1',
      [siteUrl],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
