import { ChevronDown } from 'lucide-react';

/** One question and its answer, as a native disclosure widget (keyboard and screen readers for free). */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-lg font-semibold text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 sm:p-6 [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-amber-700 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6 sm:pb-6">{answer}</p>
    </details>
  );
}
