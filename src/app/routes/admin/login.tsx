/** Route module of /login (open to anyone). */
export { LoginPage as Component } from '@/features/auth/components/login-page';
