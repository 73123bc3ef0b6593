-- A removed staff account is not recognisable at sign-in (issue #30, finding 7). Supabase Auth
-- answers a banned account's password sign-in with 400 `user_banned` whatever password is sent
-- (supabase/auth internal/api/token.go, ResourceOwnerPasswordGrant: the ban is checked before
-- the password), so anyone could learn that an address was staff. It checks first whether the
-- account has a password at all, and answers `invalid_credentials` when not, exactly as for an
-- address without an account. So `npm run staff -- remove` ends by taking the password hash
-- away: the account stays (banned, for the audit trail), and sign-in answers as for a stranger.
--
-- Security definer (owner postgres, which may update auth.users on hosted projects as here);
-- service_role only, like revoke_staff, and refused for an account that is still staff, so it
-- can never lock out a colleague by mistake.
create function public.seal_removed_account(user_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from private.staff s where s.user_id = seal_removed_account.user_id) then
    raise exception 'the account is still staff: remove its staff rights first'
      using errcode = '55000', detail = 'still_staff';
  end if;
  update auth.users u set encrypted_password = ''
   where u.id = seal_removed_account.user_id;
  return found;
end;
$$;
revoke execute on function public.seal_removed_account(uuid) from public, anon, authenticated;
grant execute on function public.seal_removed_account(uuid) to service_role;
comment on function public.seal_removed_account(uuid) is
  'Takes a removed staff account''s password away, so sign-in answers as for an unknown address. service_role only.';
