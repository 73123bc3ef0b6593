import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { PageId } from '@/lib/routes/route-manifest';

import { useOpenUntilNavigation } from './use-open-until-navigation';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export function MobileMenuButton({ current }: { current: PageId | undefined }) {
  const { t } = useSiteTranslation();
  // Every navigation closes the menu.
  const [open, setOpen] = useOpenUntilNavigation();
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Fetch the menu's code as soon as the visitor shows intent, so opening is instant.
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-current hover:bg-slate-900/5 focus-visible:outline-2 focus-visible:outline-blue-700 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} current={current} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
