/** The database refused a save because someone saved the same language since it was loaded. */
export function isVersionConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'PT409';
}
