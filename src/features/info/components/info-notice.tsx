import { Megaphone } from 'lucide-react';

import type { InfoText } from '../info-text';
import { linkParts } from '../link-text';

/**
 * The staff info text as customers see it, in its own language (`lang`, DECISIONS 15): text
 * only, line breaks kept, web addresses linked, never HTML. The editor's preview is this too.
 */
export function InfoNotice({ lang, title, content }: InfoText) {
  return (
    <aside
      lang={lang}
      aria-labelledby="info-panel-title"
      className="mt-8 mb-10 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:p-6 print:hidden"
    >
      <h2 id="info-panel-title" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden="true" className="size-5 text-amber-700" />
        {title}
      </h2>
      <p className="mt-2 break-words whitespace-pre-line">
        {linkParts(content).map((part, index) =>
          part.href ? (
            <a
              key={index}
              href={part.href}
              rel="noopener noreferrer nofollow"
              className="font-medium underline underline-offset-2 hover:text-amber-800"
            >
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
    </aside>
  );
}
