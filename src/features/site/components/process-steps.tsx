interface Step {
  title: string;
  text: string;
}

/** Numbered steps of a process, in order (an ordered list, so readers hear the numbers too). */
export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-5">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-blue-900 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-blue-950">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
