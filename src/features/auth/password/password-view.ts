import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

/**
 * The password screen is a view of /login, not a URL of its own: every staff URL is in the
 * route manifest, which every public page carries, and the public tracking page is at its
 * byte budget (DECISIONS 20). `/login?parola=noua` asks for a link, and is where the e-mails'
 * links (password reset, staff invitation) come back with the session in the fragment.
 */
export const PASSWORD_VIEW_PARAM = 'parola';
export const PASSWORD_VIEW_PATH = `${ADMIN_PATHS.login}?${PASSWORD_VIEW_PARAM}=noua`;
