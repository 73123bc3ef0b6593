import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A staff write refused because someone saved first (PT409): nothing was overwritten. The
 * panel takes the focus (the button that was pressed is disabled now) and is scrolled into view
 * again once the saved version has arrived (`ready`), as the user may have pressed at the bottom
 * of a long form. `children`: the saved version and the ways on.
 */
export function ConflictPanel({
  title,
  explanation,
  ready,
  children,
}: {
  title: string;
  explanation: string;
  ready: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
  }, [ready]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-conflict=""
      className="grid gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 text-slate-900"
    >
      <p id={headingId} role="alert" className="font-semibold">
        {title}
      </p>
      <p className="text-sm">{explanation}</p>
      {children}
    </section>
  );
}
