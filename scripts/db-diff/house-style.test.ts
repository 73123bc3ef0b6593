import { expect, it } from 'vitest';

import { inHouseStyle } from './house-style';

it('lower-cases keywords and unquotes plain names, keeping strings and reserved names', () => {
  expect(inHouseStyle(`DROP TRIGGER IF EXISTS "a_trigger" ON "audit"."Mixed";`)).toBe(
    `drop trigger if exists a_trigger on audit."Mixed";`,
  );
  expect(inHouseStyle(`COMMENT ON TABLE "public"."user" IS 'Keep THIS';`)).toBe(
    `comment on table public."user" is 'Keep THIS';`,
  );
});

it('keeps a function body as written and quotes it with $$', () => {
  const statement =
    'CREATE OR REPLACE FUNCTION private.f(x text)\n RETURNS text\n LANGUAGE sql\nAS $function$\n  SELECT upper(x) -- WHY\n$function$\n;';
  expect(inHouseStyle(statement)).toBe(
    'create or replace function private.f(x text)\nreturns text\nlanguage sql\nas $$\n  SELECT upper(x) -- WHY\n$$;',
  );
});
