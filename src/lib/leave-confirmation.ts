/**
 * How a screen with unsaved changes is asked before the user signs out: signing out is no
 * navigation a router could block, and by the time it navigates the session is gone. The
 * screen registers a question while it has changes; Logout asks it first.
 */
type Confirm = () => Promise<boolean>;

let current: Confirm | null = null;

/** Registers the screen's question; returns the function that takes it back. */
export function registerLeaveConfirmation(confirm: Confirm): () => void {
  current = confirm;
  return () => {
    if (current === confirm) current = null;
  };
}

/** True when nothing is unsaved or the user chose to discard it. */
export function confirmLeaving(): Promise<boolean> {
  return current ? current() : Promise.resolve(true);
}
