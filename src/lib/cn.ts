import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, dropping falsy ones. No tailwind-merge (7 KB on every public page): a
 * `className` passed to a primitive adds to its variant's classes and must not fight them;
 * what needs another look gets a variant.
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
