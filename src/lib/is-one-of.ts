/** Whether a stored string is one of a list's known values (a status, a kind, a column). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
