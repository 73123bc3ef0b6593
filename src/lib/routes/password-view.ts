import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

/**
 * The password screen is a view of /login, not a URL of its own: every staff URL is in the
 * route manifest, which every public page carries, and the public tracking page is at its
 * byte budget (DECISIONS 20). `?parola=noua` asks for a link and is where a reset link comes
 * back (Auth puts the session in the fragment); `?parola=invitatie` is the same for an
 * invitation (`redirectTo` of admin.inviteUserByEmail), with a welcome instead.
 */
export const PASSWORD_VIEW_PARAM = 'parola';
export const PASSWORD_VIEW_PATHS = {
  recovery: `${ADMIN_PATHS.login}?${PASSWORD_VIEW_PARAM}=noua`,
  invitation: `${ADMIN_PATHS.login}?${PASSWORD_VIEW_PARAM}=invitatie`,
};
