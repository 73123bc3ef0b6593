/** The driver app's offline part (issue #52): photos, the outbox on the phone, and its sender. */
export type { OutboxErrorCode } from './outbox/outbox-error';
export { saveReport } from './outbox/save-report';
export { useOutbox } from './outbox/use-outbox';
export { processPhoto } from './photo/process-photo';
export type { PhotoRefusal, ProcessedPhoto } from './photo/processed-photo';
export type { DamageZone, ReportDraft, ReportKind } from './report-draft';
export { startSender } from './sender/start-sender';
