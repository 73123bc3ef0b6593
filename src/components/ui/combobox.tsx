import { Command } from 'cmdk';
import { Check, ChevronsUpDown } from 'lucide-react';
import { type Ref, useId, useState } from 'react';

import { cn } from '@/lib/cn';

import { controlVariants } from './control-variants';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface ComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions, in the order shown. */
  options: readonly string[];
  /** Shown on the trigger while the value is empty. */
  placeholder: string;
  /** The search box's label and placeholder. */
  searchLabel: string;
  /** The option that takes the typed text as the value (free text), e.g. `Use "…"`. */
  typedOptionLabel: (typed: string) => string;
  /** Shown when there is nothing to suggest. */
  emptyText: string;
  name?: string;
  disabled?: boolean;
  /** Given by <Field>: they land on the trigger, the element that has focus. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /** From react-hook-form's field: the trigger is what it focuses and marks touched. */
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** Accents and case do not matter when searching ('creata' finds 'Expediere creată'). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** cmdk's value of the free-text option (suggestions use their text). */
const TYPED_OPTION = '[typed]';

/**
 * A text value chosen from suggestions or typed freely (shadcn's combobox: Radix Popover +
 * cmdk). The trigger is a button with role combobox; its list is searched by typing, walked
 * with the arrow keys and chosen with Enter, which never submits the surrounding form (the
 * list is outside it).
 */
export function Combobox({
  value,
  onValueChange,
  options,
  placeholder,
  searchLabel,
  typedOptionLabel,
  emptyText,
  className,
  ref,
  ...trigger
}: ComboboxProps & { className?: string }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const typed = search.trim();
  const matches = options.filter((option) => fold(option).includes(fold(typed)));
  const offerTyped = typed !== '' && !options.includes(typed);

  const choose = (next: string) => {
    onValueChange(next);
    setOpen(false);
  };

  return (
    <Popover
      // Modal: inside a dialog the list must scroll and keep the focus to itself.
      modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSearch('');
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          ref={ref}
          className={cn(
            controlVariants(),
            'flex items-center justify-between gap-2 text-left',
            className,
          )}
          {...trigger}
        >
          <span className={cn('truncate', !value && 'text-slate-500')}>{value || placeholder}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        id={listId}
        aria-label={searchLabel}
        onOpenAutoFocus={(event) => {
          // On a touch screen the search box's focus would bring the on-screen keyboard up
          // over the suggestions one came to tap; the list itself takes the focus instead.
          if (!window.matchMedia('(pointer: coarse)').matches) return;
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
      >
        <Command shouldFilter={false} label={searchLabel} defaultValue={value}>
          <Command.Input
            value={search}
            onValueChange={setSearch}
            placeholder={searchLabel}
            className="w-full border-b border-slate-200 px-3 py-2 outline-none"
          />
          <Command.List className="max-h-64 overflow-y-auto p-1">
            {offerTyped && (
              <Command.Item value={TYPED_OPTION} onSelect={() => choose(typed)} className={ITEM}>
                <span className="size-4 shrink-0" aria-hidden="true" />
                <span className="break-all">{typedOptionLabel(typed)}</span>
              </Command.Item>
            )}
            {matches.map((option) => (
              <Command.Item
                key={option}
                value={option}
                onSelect={() => choose(option)}
                className={ITEM}
              >
                <Check
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', option !== value && 'invisible')}
                />
                <span className="break-all">{option}</span>
              </Command.Item>
            ))}
            <Command.Empty className="px-3 py-2 text-sm text-slate-600">{emptyText}</Command.Empty>
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

/** 44 px tall on a phone, where a finger chooses. */
const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm max-sm:min-h-11 data-[selected=true]:bg-blue-50 data-[selected=true]:text-blue-950';
