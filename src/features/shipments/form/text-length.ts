/**
 * Length as Postgres' char_length counts it (code points), so an emoji counts once here as it
 * does in the database's checks; String.length would count it twice.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export const isBlank = (text: string) => text.trim() === '';
