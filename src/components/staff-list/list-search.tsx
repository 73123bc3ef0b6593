import { Search } from 'lucide-react';
import { type Ref, useEffect, useId, useState } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { MAX_SEARCH_LENGTH } from './list-url-state';

/** Long enough to type a few letters without a request per key. */
const DEBOUNCE_MS = 300;

/**
 * A staff list's search box: what is typed goes to the list after a pause; a search set from
 * outside (back button, a link, "Șterge căutarea") replaces what the box shows.
 */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
  ref,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="grid w-full max-w-md gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          ref={ref}
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_SEARCH_LENGTH}
          className="pl-9"
        />
      </div>
    </div>
  );
}
