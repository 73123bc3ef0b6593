import { Phone } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';

import { useDriverTranslation } from '../use-driver-translation';

/** One tap to call a party: a tel: link with the number as dialled (spaces and slashes out). */
export function PhoneLink({ name, phone }: { name: string; phone: string | null }) {
  const { t } = useDriverTranslation();
  if (!phone) return <p className="text-sm text-slate-700">{t('shipment.noPhone')}</p>;
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
    >
      <Phone aria-hidden="true" className="size-5" />
      <span>
        {t('shipment.call', { name })} <span className="font-mono">{phone}</span>
      </span>
    </a>
  );
}
