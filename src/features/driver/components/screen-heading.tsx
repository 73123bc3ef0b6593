import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A screen's title, focused when the screen opens: a screen reader starts reading there and a
 * keyboard's next Tab is the screen's first control, not the link that led here.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
      {children}
    </h1>
  );
}
