/** Route module of /login/parola-uitata (open to anyone). */
export { ForgotPasswordPage as Component } from '@/features/auth/password/forgot-password-page';
