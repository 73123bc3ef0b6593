/** The driver app's offline part (issue #52): photos, the outbox on the phone, and its sender. */
export type { OutboxError, OutboxErrorCode } from './outbox/outbox-error';
export type { OutboxItemSummary, OutboxState } from './outbox/outbox-snapshot';
export { saveReport } from './outbox/save-report';
export { useOutbox } from './outbox/use-outbox';
export { processPhoto } from './photo/process-photo';
export type { PhotoRefusal, PhotoResult, ProcessedPhoto } from './photo/processed-photo';
export type { Damage, DamageZone, ReportDraft, ReportKind } from './report-draft';
export type { SenderConnection } from './sender/sender-connection';
export { startSender } from './sender/start-sender';
