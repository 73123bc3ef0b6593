import { Megaphone } from 'lucide-react';

import type { InfoText } from '../info-text';

/** The staff info text as customers see it: text only, line breaks kept, never HTML. */
export function InfoNotice({ title, content }: InfoText) {
  return (
    <aside
      aria-labelledby="info-panel-title"
      className="mt-8 mb-10 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:p-6 print:hidden"
    >
      <h2 id="info-panel-title" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden="true" className="size-5 text-amber-700" />
        {title}
      </h2>
      <p className="mt-2 break-words whitespace-pre-line">{content}</p>
    </aside>
  );
}
