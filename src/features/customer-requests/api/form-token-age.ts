/**
 * How old the form token must be before the page sends it: the database refuses one younger
 * than private.form_token_min_age() (contract of issue #36), and this has a little margin. A file
 * without imports, so tests/integration/form-limits.test.ts can hold it above the database's.
 */
export const TOKEN_MIN_AGE_MS = 3_500;
