import { useState } from 'react';

import { PageHero } from '@/components/layout/page-hero';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { RequestForm } from './request-form';
import { RequestSuccess } from './request-success';

/** The public transport request (issue #36): the form, then the reference once it is sent. */
export function RequestPage() {
  const { t } = useSiteTranslation('request');
  const { t: tCommon } = useSiteTranslation();
  const [reference, setReference] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHero title={tCommon('meta.request.title')} lead={t('lead')} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        {reference ? (
          <RequestSuccess
            reference={reference}
            onAnother={() => {
              setReference(null);
              setRound((value) => value + 1);
            }}
          />
        ) : (
          <RequestForm key={round} onSent={setReference} />
        )}
      </div>
    </>
  );
}
