import { useCallback, useRef } from 'react';

/**
 * For dialogs opened without a Radix trigger (from a menu item, a row's button): remembers the
 * control that opened one, and gives the focus back there when it closes, instead of the page's
 * body, where a keyboard user would start again from the top.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);

  const remember = useCallback((from: HTMLElement | null) => {
    opener.current = from;
  }, []);

  /** For a dialog's onCloseAutoFocus: back to the opener while it is still on the page. */
  const restoreFocus = useCallback((event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  return { remember, restoreFocus };
}
