import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { type PageId, pathFor } from '@/lib/routes/route-manifest';

import { LanguageLinks } from './language-links';
import { NavLinks } from './nav-links';

/**
 * The full-screen slide-in menu for small screens. Radix Dialog traps focus, closes on Escape
 * and on a tap outside; the header closes it on every navigation. Loaded on first open only.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  current,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: PageId | undefined;
  /** The menu button lives outside this lazily loaded dialog, so Radix cannot find it itself. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useSiteTranslation();
  const lang = useSiteLanguage();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[88%] max-w-sm flex-col overflow-y-auto bg-white px-6 pt-4 pb-8 shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {t('nav.menuTitle')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')} className="mt-6">
            <NavLinks
              current={current}
              className="flex flex-col gap-1"
              linkClassName={(active) =>
                `block rounded-lg px-3 py-3 text-lg ${active ? 'bg-blue-50 font-semibold text-blue-900' : 'text-slate-800 hover:bg-slate-100'}`
              }
            />
            <Link
              to={pathFor('request', lang)}
              aria-current={current === 'request' ? 'page' : undefined}
              className={`${buttonVariants({ variant: 'accent', size: 'lg' })} mt-4 w-full`}
            >
              {t('nav.request')}
            </Link>
          </nav>
          <div className="mt-8 border-t border-slate-200 pt-6">
            <p className="px-3 text-sm font-medium text-slate-600">{t('nav.language')}</p>
            <LanguageLinks
              className="mt-2 grid grid-cols-2 gap-1"
              linkClassName={(active) =>
                `block rounded-lg px-3 py-2 ${active ? 'bg-blue-50 font-semibold text-blue-900' : 'text-slate-800 hover:bg-slate-100'}`
              }
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
