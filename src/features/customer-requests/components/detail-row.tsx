/** One fact of a request or an offer as the customer's pages show it: a term and its value. */
export function DetailRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="whitespace-pre-line text-slate-950 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
