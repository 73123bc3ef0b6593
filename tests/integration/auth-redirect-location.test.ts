/**
 * Issue #48, item 7: a `redirect_to` holding a character that cannot stand in a Location header
 * (U+2028) made GET /verify answer 500. GoTrue's http.Redirect percent-encodes every byte above
 * 0x7F of the Location (net/http `hexEscapeNonASCII`, lower-case hex), and a control character
 * never gets past the allow-list (the site URL instead). Every way a redirect_to reaches the
 * link: on the link itself, through /recover, /invite and /admin/generate_link.
 */
import { describe, expect, it } from 'vitest';

import { verifyLink, waitForMessageTo } from '../../test-support/inbox';
import { fetchFrom, newAddress, service, visitor } from './clients';
import { stack, uniqueEmail } from './support';

const SITE_URL = 'http://127.0.0.1:5173';
const LINK_REFUSED =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';

/** A character in redirect_to, and how the Location must spell it. */
const ENCODED: Array<[string, string]> = [
  ['\u2028', '%e2%80%a8'], // line separator, the probe's
  ['\u00e9', '%c3%a9'], // é: Latin-1, which Node would have written as one raw byte
  ['\u0085', '%c2%85'], // NEL, a C1 control
  ['\u4e2d', '%e4%b8%ad'],
  ['\ufeff', '%ef%bb%bf'],
  ['\u{1f69a}', '%f0%9f%9a%9a'], // outside the BMP: a surrogate pair in JavaScript
];
/** Characters the allow-list refuses: the link goes to the site. */
const REFUSED = ['\n', '\r', '\t', '\u0000', '\u007f'];

const redirectWith = (char: string) => `${SITE_URL}/admin/a${char}b`;
const locationWith = (encoded: string) => `${SITE_URL}/admin/a${encoded}b`;

/** Opens a link as a browser does: no apikey, no redirect followed, a client of its own. */
async function open(link: string): Promise<{ status: number; location: string }> {
  const response = await fetchFrom(newAddress())(link);
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

const wrongLink = (redirectTo: string) =>
  `${stack.apiUrl}/auth/v1/verify?token=${'0'.repeat(56)}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;

async function newUser(): Promise<string> {
  const email = uniqueEmail('redirect-location');
  const { error } = await service().auth.admin.createUser({
    email,
    password: 'redirect-location-1',
    email_confirm: true,
  });
  if (error) throw error;
  return email;
}

/** A working recovery link from admin.generateLink with this redirect_to. */
async function generatedLink(redirectTo: string): Promise<string> {
  const { data, error } = await service().auth.admin.generateLink({
    type: 'recovery',
    email: await newUser(),
    options: { redirectTo },
  });
  if (error) throw error;
  return data.properties.action_link;
}

describe('a redirect_to that cannot stand in a Location header', () => {
  it.each(ENCODED)(
    'percent-encodes %j on a refused and on a working link',
    async (char, encoded) => {
      expect(await open(wrongLink(redirectWith(char)))).toEqual({
        status: 303,
        location: `${locationWith(encoded)}${LINK_REFUSED}`,
      });
      const working = await open(await generatedLink(redirectWith(char)));
      expect(working.status).toBe(303);
      expect(working.location.startsWith(`${locationWith(encoded)}#access_token=`)).toBe(true);
    },
  );

  it.each(REFUSED)('sends the link to the site for %j', async (char) => {
    expect(await open(wrongLink(redirectWith(char)))).toEqual({
      status: 303,
      location: `${SITE_URL}${LINK_REFUSED}`,
    });
    const working = await open(await generatedLink(redirectWith(char)));
    expect(working.location.startsWith(`${SITE_URL}#access_token=`)).toBe(true);
  });

  it('percent-encodes it in the links /recover and /invite mail', async () => {
    const [recovered, invited] = [await newUser(), uniqueEmail('redirect-location-invite')];
    const reset = await visitor().auth.resetPasswordForEmail(recovered, {
      redirectTo: redirectWith('\u2028'),
    });
    expect(reset.error).toBeNull();
    const invitation = await service().auth.admin.inviteUserByEmail(invited, {
      redirectTo: redirectWith('\u{1f69a}'),
    });
    expect(invitation.error).toBeNull();

    const fromReset = await open(verifyLink(await waitForMessageTo(stack.inboxUrl, recovered)));
    expect(fromReset.status).toBe(303);
    expect(fromReset.location.startsWith(`${locationWith('%e2%80%a8')}#access_token=`)).toBe(true);
    const fromInvite = await open(verifyLink(await waitForMessageTo(stack.inboxUrl, invited)));
    expect(fromInvite.status).toBe(303);
    expect(fromInvite.location.startsWith(`${locationWith('%f0%9f%9a%9a')}#access_token=`)).toBe(
      true,
    );
  });
});
