import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { COMPANY } from '#common/company-facts';

import { readAuthEmail, readInbucket } from './email-config';
import { CONFIG_TOML_PATH } from './project-config';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A project folder with supabase/config.toml, as the CLI expects it. */
async function project(toml: string, files: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'email-config-'));
  folders.push(root);
  await mkdir(join(root, 'supabase', 'templates'), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
  const file = join(root, 'supabase', 'config.toml');
  await writeFile(file, toml);
  return file;
}

describe('readInbucket', () => {
  it("uses the CLI's ports when config.toml leaves them out", async () => {
    expect(readInbucket(await project('[inbucket]\nenabled = true\n'))).toMatchObject({
      enabled: true,
      port: 54324,
      smtpPort: 54325,
    });
  });

  it('is enabled in this project', () => {
    expect(readInbucket(CONFIG_TOML_PATH)).toMatchObject({
      enabled: true,
      port: 54324,
      smtpPort: 54325,
    });
  });
});

describe('readAuthEmail', () => {
  it('reads templates relative to the project root, as the CLI does', async () => {
    const file = await project(
      '[auth.email.template.recovery]\nsubject = "Resetare"\ncontent_path = "./supabase/templates/r.html"\n',
      { 'supabase/templates/r.html': '<p>{{ .ConfirmationURL }}</p>' },
    );
    const config = readAuthEmail(file);
    expect(config.templates.recovery).toEqual({
      subject: 'Resetare',
      content: '<p>{{ .ConfirmationURL }}</p>',
    });
    expect(config.templates.invite).toEqual({ subject: "You've been invited", content: null });
    expect(config.smtp).toBeNull();
  });

  it("reads this project's Romanian templates and settings", async () => {
    const config = readAuthEmail(CONFIG_TOML_PATH);
    expect(config.templates.recovery.subject).toBe('Musterfirma Transporte: resetarea parolei');
    expect(config.templates.recovery.content).toBe(
      await readFile(new URL('../supabase/templates/recovery.html', import.meta.url), 'utf8'),
    );
    expect(config.templates.invite.content).toContain('{{ .ConfirmationURL }}');
    expect(config.otpExpirySeconds).toBe(1800);
    expect(config.otpLength).toBe(10);
    expect(config.siteUrl).toBe('http://127.0.0.1:5173');
  });

  it('tells in both templates as long a time as otp_expiry lets a link work', () => {
    const { templates, otpExpirySeconds } = readAuthEmail(CONFIG_TOML_PATH);
    for (const template of [templates.invite, templates.recovery]) {
      expect(template.content).toMatch(
        new RegExp(`Linkul este valabil\\s+${otpExpirySeconds / 60} de minute`),
      );
    }
  });

  it("takes otp_length 6 to 10, GoTrue's range, and 6 when left out", async () => {
    expect(readAuthEmail(await project('[auth.email]\n')).otpLength).toBe(6);
    expect(readAuthEmail(await project('[auth.email]\notp_length = 8\n')).otpLength).toBe(8);
    for (const length of [5, 11]) {
      const file = await project(`[auth.email]\notp_length = ${length}\n`);
      expect(() => readAuthEmail(file)).toThrow(
        `${CONFIG_TOML_PATH}: [auth.email] otp_length must be 6 to 10, not ${length}`,
      );
    }
  });

  it('names the company in both subjects, as the company facts file spells it', () => {
    // config.toml cannot read company-facts.ts: this keeps the two from drifting apart.
    const { templates } = readAuthEmail(CONFIG_TOML_PATH);
    for (const template of [templates.invite, templates.recovery]) {
      expect(template.subject.startsWith(`${COMPANY.shortName}: `), template.subject).toBe(true);
    }
  });

  it('takes [auth.email.smtp] with env() secrets', async () => {
    process.env.EMAIL_CONFIG_TEST_PASS = 's3cret';
    const file = await project(
      '[auth.email.smtp]\nenabled = true\nhost = "smtp.example.com"\nport = 587\nuser = "u"\npass = "env(EMAIL_CONFIG_TEST_PASS)"\nadmin_email = "a@example.com"\nsender_name = "Firma"\n',
    );
    expect(readAuthEmail(file).smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      user: 'u',
      pass: 's3cret',
      adminEmail: 'a@example.com',
      senderName: 'Firma',
    });
  });
});
