import { useEffect, useRef } from 'react';

/**
 * Why a form's last send failed, announced to screen readers. Brought into view when it appears:
 * the user pressed the button at the bottom of a form that may be long and scrolled (the
 * shipment dialog) or pushed up by a phone's keyboard (sign-in, reset).
 */
export function FormAlert({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  return (
    <p
      ref={ref}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
    >
      {message}
    </p>
  );
}
