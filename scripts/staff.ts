/**
 * The staff accounts of a project, through the Auth admin API:
 *   npm run staff -- add --email someone@example.com --password '…' [--owner]   (also: npm run staff:add)
 *   npm run staff -- list
 *   npm run staff -- reset-password --email someone@example.com --password '…'
 *   npm run staff -- remove --email someone@example.com
 * Local stack by default; a hosted project with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
 */
import { parseArgs } from 'node:util';

import { addStaff } from './staff/add-staff';
import { listStaff } from './staff/list-staff';
import { removeStaff } from './staff/remove-staff';
import { resetStaffPassword } from './staff/reset-password';
import { MissingSecretError, resolveTarget, type Target } from './staff/target';

const USAGE = `usage:
  npm run staff -- add --email <e-mail> --password '<at least 12 characters>' [--owner]
  npm run staff -- list
  npm run staff -- reset-password --email <e-mail> --password '<at least 12 characters>'
  npm run staff -- remove --email <e-mail>`;

class UsageError extends Error {}

interface Options {
  email: string;
  password: string;
  owner: boolean;
}

function parsed(args: string[], flags: Array<'owner'>) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        ...(flags.includes('owner') ? { owner: { type: 'boolean' as const } } : {}),
      },
      strict: true,
    });
  } catch (error) {
    // An unknown or misused option is a usage mistake: say so with the usage, exit 2.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function options(
  args: string[],
  names: Array<'email' | 'password'>,
  flags: Array<'owner'> = [],
): Options {
  const { values } = parsed(args, flags);
  const missing = names.filter((name) => !values[name]);
  if (missing.length > 0) throw new UsageError(`missing --${missing.join(' and --')}`);
  return {
    email: values.email ?? '',
    password: values.password ?? '',
    owner: values.owner === true,
  };
}

const COMMANDS: Record<string, (target: Target, args: string[]) => Promise<string>> = {
  add: async (target, args) => {
    const { email, password, owner } = options(args, ['email', 'password'], ['owner']);
    const role = owner ? 'owner' : 'staff';
    const { userId } = await addStaff(target, { email, password, role });
    return `${owner ? 'Owner' : 'Staff'} account ${email} created (user id ${userId}) on ${target.url}.`;
  },
  list: async (target, args) => {
    options(args, []);
    const staff = await listStaff(target);
    if (staff.length === 0) return `No staff members on ${target.url}.`;
    return staff
      .map(
        (member) =>
          `${member.email}  ${member.role}  since ${member.since}  last sign-in ${member.lastSignInAt ?? 'never'}` +
          (member.bannedUntil ? `  banned until ${member.bannedUntil}` : ''),
      )
      .join('\n');
  },
  'reset-password': async (target, args) => {
    const { email, password } = options(args, ['email', 'password']);
    await resetStaffPassword(target, email, password);
    return `New password set for ${email}; all of its sessions have ended.`;
  },
  remove: async (target, args) => {
    const { email } = options(args, ['email']);
    await removeStaff(target, email);
    return `${email} is no longer staff; the account is banned and signed out everywhere.`;
  },
};

async function main(): Promise<void> {
  const [name = '', ...args] = process.argv.slice(2);
  const command = COMMANDS[name];
  if (!command) throw new UsageError(name ? `unknown command "${name}"` : 'no command given');
  console.log(await command(resolveTarget(process.env), args));
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof MissingSecretError ? 2 : 1);
});
