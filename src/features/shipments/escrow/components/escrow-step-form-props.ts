import type { EscrowField } from '../api/escrow-refusal';
import type { EscrowStep } from '../api/record-escrow-step';

/** Marks a field the database refused, with the message to show there. */
export type MarkField = (field: EscrowField, message: string) => void;

/** What every escrow step's form gets from its dialog. */
export interface EscrowStepFormProps {
  /** The step is on its way: nothing can be changed or sent again. */
  pending: boolean;
  /** Why the last attempt was refused, in words; null when none was. */
  failure: string | null;
  /** Confirmed: record it; a refusal about one of the form's fields comes back to `markField`. */
  onStep: (step: EscrowStep, markField: MarkField) => void;
  onCancel: () => void;
}
