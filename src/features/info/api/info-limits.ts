/**
 * The database's limits (info_content_title_length, info_content_content_length). A file
 * without imports, so tests/integration/form-limits.test.ts can compare it with the live
 * database's checks.
 */
export const INFO_LIMITS = { title: 200, content: 10_000 } as const;
