/** Route module of /login/parola-noua, the e-mails' links' page (open to anyone). */
export { NewPasswordPage as Component } from '@/features/auth/password/new-password-page';
