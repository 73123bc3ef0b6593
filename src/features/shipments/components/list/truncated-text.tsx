import { cn } from '@/lib/cn';

/**
 * A table cell's text on one line, cut with an ellipsis when long; the whole text is in the
 * tooltip, so a 1,000-character name neither breaks the row nor gets lost.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn('block max-w-[14rem] truncate', className)}>
      {text}
    </span>
  );
}
