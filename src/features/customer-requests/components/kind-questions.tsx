import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { KIND_QUESTIONS, type RequestKind } from '#common/requests/request-rules';

import { ChoiceField } from './choice-field';

type Question = (typeof KIND_QUESTIONS)[RequestKind][number];

/**
 * The extra questions of the chosen kind (a tractor: drivable? wheels or tracks? measured with
 * attachments?). Every question stays in the page, the others hidden, so a draft restores
 * into them and what a visitor answered survives a change of kind; only the kind's own are sent.
 */
export function KindQuestions({ kind }: { kind: string }) {
  const { t } = useSiteTranslation('request');
  const asked: readonly string[] = KIND_QUESTIONS[kind as RequestKind] ?? [];
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const questions: Record<Question, { legend: string; options: typeof yesNo }> = {
    drivable: { legend: t('fields.drivable'), options: yesNo },
    running_gear: {
      legend: t('fields.runningGear'),
      options: [
        { value: 'wheels', label: t('runningGear.wheels') },
        { value: 'tracks', label: t('runningGear.tracks') },
      ],
    },
    with_attachments: { legend: t('fields.withAttachments'), options: yesNo },
    container_size: {
      legend: t('fields.containerSize'),
      options: [
        { value: '20', label: t('containerSizes.20') },
        { value: '40', label: t('containerSizes.40') },
      ],
    },
    container_loaded: {
      legend: t('fields.containerLoaded'),
      options: [
        { value: 'yes', label: t('containerLoaded.yes') },
        { value: 'no', label: t('containerLoaded.no') },
      ],
    },
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {(Object.keys(questions) as Question[]).map((question) => (
        <div key={question} hidden={!asked.includes(question)}>
          <ChoiceField name={question} {...questions[question]} />
        </div>
      ))}
    </div>
  );
}
