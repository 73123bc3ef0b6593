import { PhoneLink } from './phone-link';

/** One end of the route: who is there, where, and their number to call with one tap. */
export function RouteStop({
  label,
  name,
  address,
  phone,
}: {
  label: string;
  name: string | null;
  address: string | null;
  phone: string | null;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">{label}</p>
      <p className="font-semibold">{name}</p>
      <p className="whitespace-pre-line">{address}</p>
      <div className="mt-2">
        <PhoneLink name={name ?? ''} phone={phone} />
      </div>
    </div>
  );
}
