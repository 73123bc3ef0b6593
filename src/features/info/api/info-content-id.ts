/** The one info_content row (created by supabase/migrations/…_info_content.sql). */
export const INFO_CONTENT_ID = '5b0c1f8e-3a47-4d2a-9c61-7e2f4b8d9a10';
