import { z } from 'zod';

/** The form's messages, as keys of the admin namespace (the form translates them). */
const SIGN_IN_MESSAGES = [
  'login.emailRequired',
  'login.emailInvalid',
  'login.passwordRequired',
] as const;
export type SignInMessage = (typeof SIGN_IN_MESSAGES)[number];

export function isSignInMessage(value: unknown): value is SignInMessage {
  return (SIGN_IN_MESSAGES as readonly unknown[]).includes(value);
}

/** Both fields required (SPEC §5); the first is the staff member's e-mail (DECISIONS 1). */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'login.emailRequired' satisfies SignInMessage })
    .pipe(z.email({ error: 'login.emailInvalid' satisfies SignInMessage })),
  // Passwords are taken as typed: spaces may be part of them.
  password: z.string().min(1, { error: 'login.passwordRequired' satisfies SignInMessage }),
});

export type SignInInput = z.infer<typeof signInSchema>;
