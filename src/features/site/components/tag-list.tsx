/** Short labels as pills that wrap onto as many lines as the screen needs. */
export function TagList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border border-blue-900/15 bg-white px-4 py-2 text-sm font-medium text-blue-950 shadow-xs"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
