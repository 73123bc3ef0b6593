import type { ReactNode } from 'react';

import { ADMIN_LANGUAGE } from '#common/languages';

/** The frame of the password screens, the login screen's: one column, heading, intro. */
export function PasswordScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-2 mb-8 text-slate-700">{intro}</div>
      {children}
    </section>
  );
}
