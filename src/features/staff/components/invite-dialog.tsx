import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useInviteStaffMutation } from '../api/use-staff-mutations';
import { type InviteInput, inviteSchema } from '../invite-schema';

/** "Invită": an e-mail address and a role; the invitation's link leads to choosing a password. */
export function InviteDialog() {
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  const invite = useInviteStaffMutation();
  const schema = useMemo(() => inviteSchema(t), [t]);
  const form = useForm<InviteInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', role: 'staff' },
  });
  const roles = [
    { value: 'staff', label: t('staff.roles.staff') },
    { value: 'owner', label: t('staff.roles.owner') },
    { value: 'driver', label: t('staff.roles.driver') },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (invite.isPending) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t('staff.invite.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{t('staff.invite.title')}</DialogTitle>
        <DialogDescription>{t('staff.invite.description')}</DialogDescription>
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(event) =>
            void form.handleSubmit((values) =>
              invite.mutate(values, {
                onSuccess: () => {
                  setOpen(false);
                  form.reset();
                },
              }),
            )(event)
          }
        >
          <FormField
            control={form.control}
            name="email"
            label={t('staff.invite.email')}
            render={(field) => <EmailInput autoComplete="off" {...field} />}
          />
          <FormField
            control={form.control}
            name="role"
            label={t('staff.invite.role')}
            hint={t('staff.invite.roleHint')}
            render={({ value, onChange, onBlur, name }) => (
              <Select
                options={roles}
                value={value}
                onValueChange={onChange}
                onBlur={onBlur}
                name={name}
              />
            )}
          />
          <DialogFooter>
            <Button
              variant="outline"
              disabled={invite.isPending}
              onClick={() => {
                setOpen(false);
                form.reset();
              }}
            >
              {t('staff.invite.cancel')}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? t('staff.invite.sending') : t('staff.invite.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
