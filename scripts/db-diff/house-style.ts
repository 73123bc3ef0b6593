/**
 * migra writes SQL as the catalog prints it (upper-case keywords, every name quoted); our
 * migrations are lower-case with plain names. Only the statement around a function's body
 * changes: the body is kept as written.
 */

/** Words a name may not be without quotes (the reserved ones we could meet). */
const RESERVED = new Set(
  'all and any array as asc both case cast check collate column constraint create current_date current_role current_time current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral leading limit localtime localtimestamp not null offset on only or order placing primary references returning select session_user some symmetric table then to trailing true union unique user using variadic when where window with'.split(
    ' ',
  ),
);

/** Lower-cases what is outside quotes and drops the quotes a plain name does not need. */
function lowerOutsideQuotes(sql: string): string {
  return sql.replace(
    /'(?:[^']|'')*'|"((?:[^"]|"")*)"|[^'"]+/g,
    (part, quoted: string | undefined) => {
      if (part.startsWith("'")) return part;
      if (quoted !== undefined) {
        return /^[a-z_][a-z0-9_]*$/.test(quoted) && !RESERVED.has(quoted) ? quoted : part;
      }
      return part.toLowerCase();
    },
  );
}

export function inHouseStyle(statement: string): string {
  const body = /\nAS (\$\w*\$)/.exec(statement);
  if (!/^create or replace function/i.test(statement) || !body?.[1]) {
    return lowerOutsideQuotes(statement);
  }
  const [marker] = [body[1]];
  const head = lowerOutsideQuotes(statement.slice(0, body.index)).replace(/\n /g, '\n');
  let rest = statement.slice(body.index + '\nAS '.length).replace(/\n;$/, ';');
  if (marker !== '$$' && !rest.slice(marker.length).includes('$$'))
    rest = rest.split(marker).join('$$');
  return `${head}\nas ${rest}`;
}
