let fragment = '';

/**
 * Keeps the URL's fragment as the page was opened with it. An e-mail link's outcome arrives
 * there (src/features/auth/auth-redirect.ts), and auth-js clears it once it has taken the
 * session: the staff entry calls this before the auth client loads. Nothing but the string
 * here, so the entry carries no more than that.
 */
export function captureInitialFragment(): void {
  fragment = window.location.hash;
}

export function initialFragment(): string {
  return fragment;
}
