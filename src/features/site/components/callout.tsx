import { Info, TriangleAlert } from 'lucide-react';

const TONES = {
  warning: {
    icon: TriangleAlert,
    box: 'border-amber-300 bg-amber-50',
    iconColor: 'text-amber-700',
  },
  note: { icon: Info, box: 'border-blue-200 bg-blue-50', iconColor: 'text-blue-900' },
} as const;

/** A boxed message that must not be overlooked: a warning or an important note. */
export function Callout({
  tone,
  title,
  text,
}: {
  tone: keyof typeof TONES;
  title: string;
  text: string;
}) {
  const { icon: Icon, box, iconColor } = TONES[tone];
  return (
    <div role="note" className={`flex gap-4 rounded-2xl border p-5 sm:p-6 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${iconColor}`} />
      <div>
        <p className="text-lg font-semibold text-blue-950">{title}</p>
        <p className="mt-1 leading-relaxed text-slate-800">{text}</p>
      </div>
    </div>
  );
}
