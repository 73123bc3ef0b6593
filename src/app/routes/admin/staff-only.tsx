/**
 * Route module of the pathless route above every staff-only screen (all of src/app/routes/admin
 * but the login): the staff guard, once for all of them.
 */
export { RequireStaff as Component } from '@/features/auth/components/require-staff';
