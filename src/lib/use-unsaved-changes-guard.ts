import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';

import { registerLeaveConfirmation } from '@/lib/leave-confirmation';

/**
 * While `dirty`, nothing silently drops the typed text: a navigation in the app (another
 * screen, another language tab) waits for an answer, closing or reloading the browser tab
 * gets the browser's own question, and Logout asks first. `discard` runs when the user lets
 * the changes go without leaving the screen (signing out navigates only once signed out).
 */
export function useUnsavedChangesGuard(dirty: boolean, discard: () => void) {
  const blocker = useBlocker(dirty);
  const [answerSignOut, setAnswerSignOut] = useState<((leave: boolean) => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    return registerLeaveConfirmation(
      () => new Promise<boolean>((resolve) => setAnswerSignOut(() => resolve)),
    );
  }, [dirty]);

  return {
    asking: blocker.state === 'blocked' || answerSignOut !== null,
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
      answerSignOut?.(false);
      setAnswerSignOut(null);
    },
    leave: () => {
      if (blocker.state === 'blocked') blocker.proceed();
      if (answerSignOut) {
        discard();
        answerSignOut(true);
        setAnswerSignOut(null);
      }
    },
  };
}
