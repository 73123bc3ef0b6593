import { PASSWORD_VIEW_PARAM } from '@/lib/routes/password-view';

/**
 * The password view's code, loaded when asked for. The staff routes import this too, so it
 * sits in the staff entry, whose preload list already names the view's shared chunks: in the
 * login chunk that list alone cost /login about 150 B of its budget (e2e/budget.spec.ts).
 */
export const loadPasswordView = () => import('./new-password-page');

/** An e-mail's link lands on the view: its code loads with the login screen's, not after. */
export function preloadPasswordView(search: string): void {
  if (new URLSearchParams(search).has(PASSWORD_VIEW_PARAM)) void loadPasswordView();
}
