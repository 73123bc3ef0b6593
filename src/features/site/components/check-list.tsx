import { Check } from 'lucide-react';

/** A list of short statements, each ticked: specialities, benefits, what to prepare. */
export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-x-8 gap-y-3 ${columns === 2 ? 'md:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
