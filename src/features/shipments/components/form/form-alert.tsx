import { useEffect, useRef } from 'react';

/**
 * Why the last save failed, above the dialog's buttons. Brought into view when it appears: the
 * user pressed Save at the bottom of a long, scrolled form.
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
