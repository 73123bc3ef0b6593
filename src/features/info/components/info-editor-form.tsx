import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/i18n/format';
import { LANGUAGE_NAME_KEYS } from '@/lib/i18n/language-name-keys';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

import { isVersionConflict } from '../api/info-errors';
import { INFO_LIMITS } from '../api/info-limits';
import { type InfoContent, type InfoEdit, infoEditOf, infoEditSchema } from '../api/info-schemas';
import { useSaveInfoMutation } from '../api/use-save-info-mutation';
import { infoStatus } from '../info-status';
import { CharacterCounter } from './character-counter';
import { InfoConflictNotice } from './info-conflict-notice';
import { InfoPreview } from './info-preview';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/**
 * One language's title and content (SPEC §2: a title field and a 10-row text area), with
 * counters, the page's panel as a preview, and a save that never overwrites a colleague's
 * newer text unasked. `row` is the language's row as last loaded; `german` the German one.
 */
export function InfoEditorForm({
  row,
  german,
}: {
  row: InfoContent;
  german: InfoContent | undefined;
}) {
  const { t } = useAdminTranslation();
  const schema = useMemo(() => infoEditSchema(t), [t]);
  const form = useForm<InfoEdit>({
    resolver: zodResolver(schema),
    defaultValues: infoEditOf(row),
    mode: 'onChange',
  });
  const { dirtyFields } = form.formState;
  const dirty = Boolean(dirtyFields.title || dirtyFields.content);
  const [title, content, version] = useWatch({
    control: form.control,
    name: ['title', 'content', 'version'],
  });
  const save = useSaveInfoMutation();
  const [conflict, setConflict] = useState(false);
  const guard = useUnsavedChangesGuard(dirty, () => form.reset(infoEditOf(row)));

  // A version saved elsewhere replaces an untouched form; typed text is never replaced.
  useEffect(() => {
    if (!dirty && !conflict && row.updated_at !== form.getValues('version')) {
      form.reset(infoEditOf(row));
    }
  }, [row, dirty, conflict, form]);

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { lang: row.lang, ...values },
      {
        onSuccess: (saved) => {
          setConflict(false);
          // What was typed while the save was on its way stays, unsaved against the new version.
          const now = form.getValues();
          form.reset(infoEditOf(saved));
          for (const name of ['title', 'content'] as const) {
            if (now[name] !== values[name]) {
              form.setValue(name, now[name], { shouldDirty: true, shouldValidate: true });
            }
          }
        },
        onError: (error) => setConflict(isVersionConflict(error)),
      },
    );
  });
  // The saved version has arrived once the row is newer than what the form was based on.
  const theirs = conflict && row.updated_at !== version ? row : null;
  const languageName = t(LANGUAGE_NAME_KEYS[row.lang]);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid content-start gap-5"
      >
        {infoStatus(row, german) === 'outdated' && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {t('info.outdatedHint')}
          </p>
        )}
        {conflict && (
          <InfoConflictNotice
            theirs={theirs}
            saving={save.isPending}
            onTakeTheirs={() => {
              if (theirs) form.reset(infoEditOf(theirs));
              setConflict(false);
            }}
            onKeepMine={() => {
              if (!theirs) return;
              form.setValue('version', theirs.updated_at);
              void submit();
            }}
          />
        )}
        <FormField
          control={form.control}
          name="title"
          label={t('info.title')}
          hint={<CharacterCounter text={title} max={INFO_LIMITS.title} />}
          render={(field) => <Input lang={row.lang} autoComplete="off" {...field} />}
        />
        <FormField
          control={form.control}
          name="content"
          label={t('info.content')}
          hint={<CharacterCounter text={content} max={INFO_LIMITS.content} />}
          render={(field) => <Textarea lang={row.lang} rows={10} {...field} />}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? t('info.saving') : t('info.save')}
          </Button>
          <p className="text-sm text-slate-600">
            {t('info.lastSaved', { date: formatDateTime(version, 'ro') })}
          </p>
        </div>
      </form>
      <InfoPreview draft={{ lang: row.lang, title, content }} german={german} />
      <UnsavedChangesDialog
        open={guard.asking}
        language={languageName.toLocaleLowerCase('ro')}
        onStay={guard.stay}
        onLeave={guard.leave}
      />
    </div>
  );
}
