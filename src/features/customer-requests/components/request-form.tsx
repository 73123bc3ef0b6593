import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { SentRequest } from '../api/transport-request-rpc';
import { useSendRequest } from '../api/use-send-request';
import { clearDraft, loadDraft, saveDraft } from '../draft-storage';
import { type FieldName, readFormValues, TEXT_FIELDS, writeFormValues } from '../form-values';
import { EscrowSection } from './escrow-section';
import type { FormEngineApi } from './form-engine';
import { type FormSnapshot, formSnapshot, sameOr } from './form-snapshot';
import { MessageSection } from './message-section';
import { refusalMessage } from './refusal-message';
import { type FieldBinding, RequestFormContext } from './request-form-context';
import { SendArea } from './send-area';
import { WhatSection } from './what-section';
import { WhereSection } from './where-section';
import { WhoSection } from './who-section';

const loadFormEngine = () => import('./form-engine');
const FormEngine = lazy(loadFormEngine);

/** 'pickup.town' (as the database names a refused field) → the control 'pickup_town'. */
function controlOf(field: string): FieldName | undefined {
  const name = field.replace('.', '_');
  return (TEXT_FIELDS as readonly string[]).includes(name) ? (name as FieldName) : undefined;
}

/**
 * The request form. Its HTML is prerendered and works as plain controls at once; the engine
 * (react-hook-form, zod, the schema) loads on the first focus, tap or keystroke in it and
 * takes over what was typed. Every change is kept as a draft in this tab, so a failed send, a
 * reload or a back-and-forth loses nothing.
 */
export function RequestForm({ onSent }: { onSent: (sent: SentRequest) => void }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<FormEngineApi | null>(null);
  const waiting = useRef<Array<(api: FormEngineApi) => void>>([]);
  const [snapshot, setSnapshot] = useState<FormSnapshot>({ kind: '', load: {} });
  const [fieldsToCorrect, setFieldsToCorrect] = useState(false);
  const { state, send } = useSendRequest();
  const submitting = useRef(false);

  const onEngine = useCallback((api: FormEngineApi) => {
    setEngine(api);
    for (const resolve of waiting.current.splice(0)) resolve(api);
  }, []);
  const engineReady = (): Promise<FormEngineApi> =>
    engine ? Promise.resolve(engine) : new Promise((resolve) => waiting.current.push(resolve));

  const wake = () => setWanted(true);
  const keep = () => {
    if (!form.current) return;
    const values = readFormValues(form.current);
    saveDraft(values);
    const next = formSnapshot(values, lang);
    setSnapshot((previous) => sameOr(previous, next));
  };

  // After hydration: the draft of this tab back into the controls.
  useEffect(() => {
    if (!form.current) return;
    const draft = loadDraft();
    if (draft) writeFormValues(form.current, draft);
    setSnapshot(formSnapshot(readFormValues(form.current), lang));
  }, [lang]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click submits twice before the button shows "sending": one send at a time.
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submitOnce();
    } finally {
      submitting.current = false;
    }
  };
  const submitOnce = async () => {
    wake();
    const api = await engineReady();
    await api.handleSubmit(
      async (request) => {
        setFieldsToCorrect(false);
        const outcome = await send(request);
        if (outcome.status === 'sent') {
          clearDraft();
          onSent({ reference: outcome.reference, acknowledged: outcome.acknowledged });
        } else if (outcome.status === 'refused' && outcome.refusal.kind === 'invalid') {
          const name = controlOf(outcome.refusal.field);
          if (name)
            api.setError(
              name,
              { type: 'server', message: t('errors.server') },
              { shouldFocus: true },
            );
        }
      },
      () => setFieldsToCorrect(true),
    )();
  };

  const bind = useCallback(
    (name: FieldName): FieldBinding => (engine ? engine.register(name) : { name }),
    [engine],
  );
  const errors = engine?.errors ?? {};
  const problem =
    state.status === 'refused'
      ? refusalMessage(state.refusal, t, lang)
      : fieldsToCorrect && Object.keys(errors).length > 0
        ? t('errors.summary')
        : null;

  return (
    <RequestFormContext value={{ bind, errors }}>
      <form
        ref={form}
        noValidate
        aria-labelledby="request-form-title"
        onSubmit={(event) => void submit(event)}
        onFocus={wake}
        onPointerDown={wake}
        onInput={keep}
        onChange={keep}
        className="relative grid gap-8"
      >
        <div>
          <h2 id="request-form-title" className="text-2xl font-bold text-blue-950">
            {t('formTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('required')}</p>
        </div>
        <WhoSection />
        <WhatSection kind={snapshot.kind} load={snapshot.load} />
        <WhereSection />
        <EscrowSection />
        <MessageSection />
        <SendArea sending={state.status === 'sending'} problem={problem} />
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <FormEngine onChange={onEngine} />
        </Suspense>
      )}
    </RequestFormContext>
  );
}
