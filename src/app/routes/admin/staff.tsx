/** Route module of /admin/staff (staff only; the database lets owners only, DECISIONS 21). */
export { StaffPage as Component } from '@/features/staff/components/staff-page';
