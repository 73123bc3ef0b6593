/**
 * npm run staff:add -- --email someone@example.com --password '…'
 *
 * Creates a staff account through the Auth admin API and makes it staff. Works against the
 * local stack (default) and a hosted project (SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY).
 */
import { parseArgs } from 'node:util';

import {
  DEFAULT_API_PORT,
  DEMO_SERVICE_ROLE_KEY,
  MIN_PASSWORD_LENGTH,
} from '../supabase/local/config';
import { nodeSupabaseClient } from './node-supabase-client';

export interface StaffAccount {
  email: string;
  password: string;
}

/** Checks the input before anything is sent; returns the problems, empty when fine. */
export function staffAccountProblems({ email, password }: StaffAccount): string[] {
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.push(`"${email}" is not an e-mail address.`);
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    problems.push(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  return problems;
}

export async function addStaff(
  target: { url: string; serviceRoleKey: string },
  account: StaffAccount,
): Promise<{ userId: string }> {
  const problems = staffAccountProblems(account);
  if (problems.length > 0) throw new Error(problems.join(' '));
  const admin = nodeSupabaseClient(target.url, target.serviceRoleKey);
  const email = account.email.trim().toLowerCase();
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: account.password,
    email_confirm: true,
  });
  if (error) throw new Error(`Could not create the account: ${error.message}`, { cause: error });
  const granted = await admin.rpc('grant_staff', { user_id: data.user.id });
  if (granted.error) {
    throw new Error(`Account created, but making it staff failed: ${granted.error.message}`, {
      cause: granted.error,
    });
  }
  return { userId: data.user.id };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.password) {
    console.error(
      "usage: npm run staff:add -- --email someone@example.com --password '<at least 12 characters>'",
    );
    process.exit(2);
  }
  const url = process.env.SUPABASE_URL ?? `http://127.0.0.1:${DEFAULT_API_PORT}`;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY;
  const { userId } = await addStaff(
    { url, serviceRoleKey },
    { email: values.email, password: values.password },
  );
  console.log(`Staff account ${values.email} created (user id ${userId}) on ${url}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
