// @vitest-environment node
/**
 * The Auth service's e-mail settings that the shared test stack does not vary: the per-address
 * `[auth.email] max_frequency` (GoTrue's validateSentWithinFrequencyLimit) and an SMTP server
 * that refuses (500, and the previous link stays the one that works). Real HTTP, a throw-away
 * Postgres, the mail catcher.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  type AddressInfo,
  createServer as createTcpServer,
  type Server as TcpServer,
} from 'node:net';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestMessageTo, waitForMessageTo } from '../../test-support/inbox';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config';
import { readAuthEmail } from '../email-config';
import { type MailCatcher, startMailCatcher } from '../mail';
import { createAuthService } from './index';
import { startTestDatabase, type TestDatabase } from './test-db';

let db: TestDatabase;
let pool: pg.Pool;
let catcher: MailCatcher;
const servers: Server[] = [];
/**
 * An SMTP server that hangs up on every connection. Owned by this file, so no other test can
 * take its port (a port that was free a moment ago may not be, with many files in parallel).
 */
let refusingSmtp: TcpServer;

/** The client a request counts against, as the gateway's cf-connecting-ip names it. */
const CLIENT_HEADER = 'x-test-client';
/** `[auth.email] otp_length` of config.toml, which every mount here keeps. */
const OTP_LENGTH = readAuthEmail().otpLength;

interface MountOptions {
  /** A recovery template of its own, e.g. one that shows the code. */
  recoveryContent?: string;
  /** `[auth.rate_limit] email_sent`; 100 unless told. */
  emailSentPerHour?: number;
}

async function mount(
  smtpPort: number,
  maxFrequencySeconds: number,
  { recoveryContent, emailSentPerHour = 100 }: MountOptions = {},
): Promise<string> {
  const configured = readAuthEmail();
  const handler = createAuthService({
    pool,
    jwtSecret: DEMO_JWT_SECRET,
    jwtExpirySeconds: 3600,
    refreshTokenReuseIntervalSeconds: 10,
    issuer: 'http://127.0.0.1:54321/auth/v1',
    siteUrl: 'http://127.0.0.1:5173',
    rateLimit: { tokenRefresh: 150, tokenVerifications: 30, header: CLIENT_HEADER },
    email: {
      ...configured,
      templates: recoveryContent
        ? {
            ...configured.templates,
            recovery: { ...configured.templates.recovery, content: recoveryContent },
          }
        : configured.templates,
      maxFrequencySeconds,
      emailSentPerHour,
      transport: {
        host: '127.0.0.1',
        port: smtpPort,
        user: '',
        pass: '',
        adminEmail: 'admin@email.com',
        senderName: 'Admin',
      },
    },
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.slice('/auth/v1'.length) || '/';
      void handler(req, res, path, url.searchParams, Buffer.concat(chunks));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1`;
}

let counter = 0;
async function newUser(base: string): Promise<string> {
  counter += 1;
  const email = `mail-service-${counter}-${Date.now()}@example.com`;
  const response = await fetch(`${base}/admin/users`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: 'mail-service-password', email_confirm: true }),
  });
  expect(response.status).toBe(200);
  return email;
}

/** An anonymous /recover, by default from a client of the address's own. */
function recover(base: string, email: string, client = email) {
  return fetch(`${base}/recover`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json', [CLIENT_HEADER]: client },
    body: JSON.stringify({ email }),
  });
}

/** /recover as the staff-admin function calls it, with the service role. */
function recoverAsAdmin(base: string, email: string) {
  return fetch(`${base}/recover`, {
    method: 'POST',
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email }),
  });
}

function invite(base: string, email: string) {
  return fetch(`${base}/invite`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email }),
  });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

const unknownAddress = () => `nobody-${counter++}-${Date.now()}@example.com`;

async function recoveryToken(email: string): Promise<string | null> {
  const { rows } = await pool.query<{ recovery_token: string | null }>(
    'select recovery_token from auth.users where email = $1',
    [email],
  );
  return rows[0]?.recovery_token ?? null;
}

beforeAll(async () => {
  db = await startTestDatabase();
  pool = new pg.Pool({ connectionString: db.authAdminUrl, max: 3 });
  // An idle client dropped by the server must fail this file's queries, not the whole run.
  pool.on('error', (error) => console.error('[auth-email-service test] idle client:', error));
  refusingSmtp = createTcpServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => refusingSmtp.listen(0, '127.0.0.1', resolve));
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await new Promise((resolve) => refusingSmtp?.close(resolve));
  await catcher?.close();
  await pool?.end();
  await db?.stop();
});

describe('auth e-mail settings', () => {
  it('answers a second /recover within max_frequency alike for an account and an unknown address', async () => {
    const base = await mount(catcher.smtpPort, 60);
    const known = await newUser(base);
    const unknown = unknownAddress();
    const firsts = [await recover(base, known), await recover(base, unknown)];
    const seconds = [await recover(base, known), await recover(base, unknown)];
    const sent = { status: 200, body: {} };
    expect(await Promise.all(firsts.map(answer))).toEqual([sent, sent]);
    const refused = {
      status: 429,
      body: {
        code: 429,
        error_code: 'over_email_send_rate_limit',
        msg: 'For security purposes, you can only request this after 59 seconds.',
      },
    };
    expect(await Promise.all(seconds.map(answer))).toEqual([refused, refused]);
    const first = await waitForMessageTo(catcher.inboxUrl, known);
    expect((await latestMessageTo(catcher.inboxUrl, known))?.ID).toBe(first.ID);
  });

  it('takes 5 anonymous /recover requests per client an hour, for any addresses', async () => {
    const base = await mount(catcher.smtpPort, 60);
    const client = `recover-client-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await recover(base, unknownAddress(), client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await answer(await recover(base, unknownAddress(), client))).toEqual({
      status: 429,
      body: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    });
    expect((await recover(base, unknownAddress(), `${client}-2`)).status).toBe(200);
  });

  // Issue #48: strangers spent the anonymous half of the hourly budget from 3 clients, and a
  // staff member's own reset was refused for the hour.
  it('gives every address 3 recovery e-mails an hour, answered alike, outside the hourly budget', async () => {
    const base = await mount(catcher.smtpPort, 0, { emailSentPerHour: 4 });
    const known = await newUser(base);
    const removed = await newUser(base);
    await pool.query(
      `update auth.users set banned_until = now() + interval '1 day' where email = $1`,
      [removed],
    );
    const answers = async (email: string) => {
      const all = [];
      for (let i = 0; i < 4; i += 1) all.push(await answer(await recover(base, email, `c${i}`)));
      return all;
    };
    const sent = { status: 200, body: {} };
    const refused = {
      status: 429,
      body: {
        code: 429,
        error_code: 'over_email_send_rate_limit',
        msg: 'email rate limit exceeded',
      },
    };
    const expected = [sent, sent, sent, refused];
    expect({
      known: await answers(known),
      unknown: await answers(unknownAddress()),
      removed: await answers(removed),
    }).toEqual({ known: expected, unknown: expected, removed: expected });

    // More accounts than the hourly budget holds: each still gets its e-mail.
    const accounts = await Promise.all(Array.from({ length: 6 }, () => newUser(base)));
    for (const email of accounts) expect(await answer(await recover(base, email))).toEqual(sent);
    for (const email of accounts) await waitForMessageTo(catcher.inboxUrl, email);
    // And the owner's invitations keep the whole budget: four of them.
    const invitations: number[] = [];
    for (let i = 0; i < 5; i += 1) invitations.push((await invite(base, unknownAddress())).status);
    expect(invitations).toEqual([200, 200, 200, 200, 429]);
  });

  it('tells an admin caller that the SMTP server hung up (500), keeping the previous link', async () => {
    const working = await mount(catcher.smtpPort, 0);
    const email = await newUser(working);
    expect((await recoverAsAdmin(working, email)).status).toBe(200);
    const before = await recoveryToken(email);
    expect(before).toMatch(/^[0-9a-f]{56}$/);

    const broken = await mount((refusingSmtp.address() as AddressInfo).port, 0);
    expect(await answer(await recoverAsAdmin(broken, email))).toEqual({
      status: 500,
      body: { code: 500, error_code: 'unexpected_failure', msg: 'Error sending recovery email' },
    });
    expect(await recoveryToken(email)).toBe(before);
    // An anonymous caller learns nothing from the failure.
    expect(await answer(await recover(broken, email))).toEqual({ status: 200, body: {} });
  });
});

function verify(base: string, body: Record<string, string>, client = 'one-client') {
  return fetch(`${base}/verify`, {
    method: 'POST',
    headers: {
      apikey: DEMO_ANON_KEY,
      'content-type': 'application/json',
      [CLIENT_HEADER]: client,
    },
    body: JSON.stringify(body),
  });
}

/** admin.generateLink: the link's token and the code of a new token of this kind. */
async function generateLink(
  base: string,
  email: string,
  type: 'recovery' | 'invite' = 'recovery',
): Promise<{ code: string; link: string }> {
  const response = await fetch(`${base}/admin/generate_link`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ type, email }),
  });
  expect(response.status).toBe(200);
  const generated = (await response.json()) as { email_otp: string; hashed_token: string };
  expect(generated.email_otp).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
  return { code: generated.email_otp, link: generated.hashed_token };
}

async function recoveryCode(base: string, email: string): Promise<string> {
  return (await generateLink(base, email)).code;
}

const CODE_REFUSED = {
  code: 403,
  error_code: 'otp_expired',
  msg: 'Token has expired or is invalid',
};

const LINK_REFUSED = {
  code: 403,
  error_code: 'otp_expired',
  msg: 'Email link is invalid or has expired',
};

/** Another code of the same length. */
const wrongCode = (code: string, n: number) =>
  String((Number(code) + n) % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0');

describe('/verify (issue #34)', () => {
  it('takes 30 requests per client, GET and POST together, then answers 429', async () => {
    const base = await mount(catcher.smtpPort, 0);
    const client = `verify-limit-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      statuses.push((await verify(base, { type: 'recovery', token_hash: 'x' }, client)).status);
      const link = await fetch(`${base}/verify?type=recovery&token=x`, {
        redirect: 'manual',
        headers: { [CLIENT_HEADER]: client },
      });
      statuses.push(link.status);
    }
    expect(statuses).toEqual(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 403 : 303)));
    const refused = await verify(base, { type: 'recovery', token_hash: 'x' }, client);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    // Another client has its own bucket.
    expect((await verify(base, { type: 'recovery', token_hash: 'x' }, `${client}-2`)).status).toBe(
      403,
    );
  });

  it('refuses the code when the e-mail does not show it; the link works', async () => {
    const base = await mount(catcher.smtpPort, 0);
    const email = await newUser(base);
    const code = await recoveryCode(base, email);
    const refused = await verify(base, { type: 'recovery', email, token: code });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(CODE_REFUSED);
    const hash = await recoveryToken(email);
    expect((await verify(base, { type: 'recovery', token_hash: hash ?? '' })).status).toBe(200);
  });

  it('locks the code form of an address after 5 wrong codes, the right one included', async () => {
    const base = await mount(catcher.smtpPort, 0, { recoveryContent: '<p>{{ .Token }}</p>' });
    const email = await newUser(base);
    const code = await recoveryCode(base, email);
    for (let n = 1; n <= 5; n += 1) {
      // From five clients: the per-client limit is not what stops them.
      const wrong = await verify(
        base,
        { type: 'recovery', email, token: wrongCode(code, n) },
        `c${n}`,
      );
      expect(await wrong.json()).toEqual(CODE_REFUSED);
    }
    const right = await verify(base, { type: 'recovery', email, token: code }, 'c6');
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual(CODE_REFUSED);

    // Another address is not locked, and its right code works once.
    const other = await newUser(base);
    const otherCode = await recoveryCode(base, other);
    expect((await verify(base, { type: 'recovery', email: other, token: otherCode })).status).toBe(
      200,
    );
  });

  it('answers a removed account and an unknown address alike for a wrong code', async () => {
    const base = await mount(catcher.smtpPort, 0, { recoveryContent: '<p>{{ .Token }}</p>' });
    const email = await newUser(base);
    const code = await recoveryCode(base, email);
    await pool.query(
      `update auth.users set banned_until = now() + interval '1 day' where email = $1`,
      [email],
    );
    const banned = await verify(base, { type: 'recovery', email, token: wrongCode(code, 1) });
    const unknown = await verify(base, {
      type: 'recovery',
      email: `nobody-${Date.now()}@example.com`,
      token: wrongCode(code, 1),
    });
    expect({ status: banned.status, body: await banned.json() }).toEqual({
      status: 403,
      body: CODE_REFUSED,
    });
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({
      status: 403,
      body: CODE_REFUSED,
    });
    // Only the right code tells that the account is banned, as verify.go does.
    const right = await verify(base, { type: 'recovery', email, token: code });
    expect(await right.json()).toEqual({
      code: 403,
      error_code: 'user_banned',
      msg: 'User is banned',
    });
  });
});

describe('link tokens (issue #48)', () => {
  const sha224 = (text: string) => createHash('sha224').update(text).digest('hex');
  const SHOWS_CODE = '<p>{{ .Token }}</p><p>{{ .TokenHash }}</p><p>{{ .ConfirmationURL }}</p>';
  let clients = 0;
  /** POST /verify from a client of its own, so no test here meets the per-client limit. */
  const verifyOnce = async (base: string, body: Record<string, string>) =>
    answer(await verify(base, body, `link-tokens-${(clients += 1)}`));

  it('mails a random link token, and keeps the code apart as GoTrue hashes it', async () => {
    const base = await mount(catcher.smtpPort, 0, { recoveryContent: SHOWS_CODE });
    const email = await newUser(base);
    expect((await recover(base, email)).status).toBe(200);
    const message = await waitForMessageTo(catcher.inboxUrl, email);
    const [code, token, url] = [...message.HTML.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(code).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
    expect(token).toMatch(/^[0-9a-f]{56}$/);
    expect(token).not.toBe(sha224(email + (code ?? '')));
    expect(url).toContain(`/verify?token=${token}&amp;type=recovery&amp;`);
    // The code is kept only as GoTrue hashes it, and not where the link's token is. Stored
    // after the e-mail is sent, in the same transaction (mail-flow.ts, as GoTrue does), and
    // /recover answered before either: the e-mail can arrive before the row is committed.
    const storedCodes = async () =>
      (
        await pool.query<{ token_hash: string; relates_to: string }>(
          `select token_hash, relates_to from auth.one_time_tokens t
             join auth.users u on u.id = t.user_id
            where u.email = $1 and t.token_type = 'recovery_token'`,
          [email],
        )
      ).rows;
    await expect
      .poll(storedCodes)
      .toEqual([{ token_hash: sha224(email + (code ?? '')), relates_to: email }]);
    expect(await recoveryToken(email)).toBe(token);
    // Another e-mail, another token.
    expect((await generateLink(base, email)).link).not.toBe(token);
  });

  it('uses up the code with the link, and the link with the code', async () => {
    const base = await mount(catcher.smtpPort, 0, { recoveryContent: SHOWS_CODE });
    const email = await newUser(base);
    const first = await generateLink(base, email);
    expect((await verifyOnce(base, { type: 'recovery', email, token: first.code })).status).toBe(
      200,
    );
    expect(await verifyOnce(base, { type: 'recovery', token_hash: first.link })).toEqual({
      status: 403,
      body: LINK_REFUSED,
    });

    const second = await generateLink(base, email);
    expect((await verifyOnce(base, { type: 'recovery', token_hash: second.link })).status).toBe(
      200,
    );
    expect(await verifyOnce(base, { type: 'recovery', email, token: second.code })).toEqual({
      status: 403,
      body: CODE_REFUSED,
    });
  });

  it('verifies a link only as its own kind, and neither form after otp_expiry', async () => {
    const base = await mount(catcher.smtpPort, 0, { recoveryContent: SHOWS_CODE });
    const email = await newUser(base);
    const recovery = await generateLink(base, email);
    const invitation = await generateLink(base, `invited-${Date.now()}@example.com`, 'invite');
    for (const type of ['invite', 'signup']) {
      expect(await verifyOnce(base, { type, token_hash: recovery.link })).toEqual({
        status: 403,
        body: LINK_REFUSED,
      });
    }
    for (const type of ['recovery', 'magiclink']) {
      expect(await verifyOnce(base, { type, token_hash: invitation.link })).toEqual({
        status: 403,
        body: LINK_REFUSED,
      });
    }

    await pool.query(
      `update auth.users set recovery_sent_at = now() - make_interval(secs => $2 + 1)
        where email = $1`,
      [email, readAuthEmail().otpExpirySeconds],
    );
    expect(await verifyOnce(base, { type: 'recovery', email, token: recovery.code })).toEqual({
      status: 403,
      body: CODE_REFUSED,
    });
    expect(await verifyOnce(base, { type: 'recovery', token_hash: recovery.link })).toEqual({
      status: 403,
      body: LINK_REFUSED,
    });
    // The invitation's link was only ever refused for the wrong kinds: it still works.
    expect((await verifyOnce(base, { type: 'invite', token_hash: invitation.link })).status).toBe(
      200,
    );
  });
});
