/** Creates a staff account through the Auth admin API and makes it staff. */
import { MIN_PASSWORD_LENGTH } from '../../local-stack/config';
import { adminClient, type Target } from './target';

export interface StaffAccount {
  email: string;
  password: string;
  /** 'owner' manages the other staff accounts (DECISIONS 21); default 'staff'. */
  role?: 'owner' | 'staff';
}

export function passwordProblem(password: string): string | null {
  return [...password].length < MIN_PASSWORD_LENGTH
    ? `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`
    : null;
}

/** Checks the input before anything is sent; returns the problems, empty when fine. */
function staffAccountProblems({ email, password }: StaffAccount): string[] {
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.push(`"${email}" is not an e-mail address.`);
  const weak = passwordProblem(password);
  if (weak) problems.push(weak);
  return problems;
}

export async function addStaff(target: Target, account: StaffAccount): Promise<{ userId: string }> {
  const problems = staffAccountProblems(account);
  if (problems.length > 0) throw new Error(problems.join(' '));
  const admin = adminClient(target);
  const email = account.email.trim().toLowerCase();
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: account.password,
    email_confirm: true,
  });
  if (error) throw new Error(`Could not create the account: ${error.message}`, { cause: error });
  const granted = await admin.rpc('grant_staff', {
    user_id: data.user.id,
    role: account.role ?? 'staff',
  });
  if (granted.error) {
    throw new Error(`Account created, but making it staff failed: ${granted.error.message}`, {
      cause: granted.error,
    });
  }
  return { userId: data.user.id };
}
