/** GoTrue's template data and link, as internal/mailer/templatemailer renders them. */
import { describe, expect, it } from 'vitest';

import { confirmationUrl, renderTemplate, type TemplateData } from './mailer';

const data: TemplateData = {
  SiteURL: 'http://127.0.0.1:5173',
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=x',
  Email: 'ana@example.com',
  Token: '123456',
  TokenHash: 'abc',
  RedirectTo: 'x',
  Data: { name: '<b>Ana</b> & "co"' },
};

describe('renderTemplate', () => {
  it('fills GoTrue actions, HTML-escaped in bodies as html/template does', () => {
    const body = renderTemplate(
      '<a href="{{ .ConfirmationURL }}">{{.Token}}</a> {{ .Data.name }} {{ .Email }} {{ .Unknown }}',
      data,
      true,
    );
    expect(body).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=recovery&amp;redirect_to=x">123456</a> &lt;b&gt;Ana&lt;/b&gt; &amp; &#34;co&#34; ana@example.com ',
    );
  });

  it('leaves subjects unescaped', () => {
    expect(renderTemplate('{{ .Token }} pentru {{ .Data.name }}', data, false)).toBe(
      '123456 pentru <b>Ana</b> & "co"',
    );
  });
});

describe('confirmationUrl', () => {
  it('is {external}/verify?token=…&type=…&redirect_to=…, escaping only a redirect holding &, = or #', () => {
    const api = 'http://127.0.0.1:54321/auth/v1';
    expect(confirmationUrl(api, 'abc', 'invite', 'http://127.0.0.1:5173/a')).toBe(
      `${api}/verify?token=abc&type=invite&redirect_to=http://127.0.0.1:5173/a`,
    );
    expect(confirmationUrl(api, 'abc', 'recovery', 'http://x.test/?a=1')).toBe(
      `${api}/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Fx.test%2F%3Fa%3D1`,
    );
  });
});
