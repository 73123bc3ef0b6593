import { Globe } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { LANGUAGE_NAMES } from '#common/languages';

import { LanguageLinks } from './language-links';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/**
 * A disclosure of language links (not a Radix menu: it is on every page's first paint, and
 * plain links are what crawlers and no-JS visitors can follow).
 */
export function LanguageSwitcher() {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation();
  const [open, setOpen] = useOpenUntilNavigation();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('nav.chooseLanguage', { language: LANGUAGE_NAMES[lang] })}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium uppercase hover:bg-slate-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <Globe aria-hidden="true" className="size-4" />
        {lang}
      </button>
      <LanguageLinks
        id={listId}
        className={`${open ? 'block' : 'hidden'} absolute right-0 z-50 mt-2 w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg`}
        linkClassName={(active) =>
          `block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none ${active ? 'font-semibold text-blue-900' : ''}`
        }
        onSelect={() => setOpen(false)}
      />
    </div>
  );
}
