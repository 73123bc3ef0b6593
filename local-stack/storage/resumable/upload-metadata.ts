/**
 * The Upload-Metadata keys hosted reads (reference/supabase-storage.md §5; supabase/storage
 * src/http/routes/tus/lifecycle.ts `onCreate`, `onUploadFinish`): `bucketName`, `objectName`,
 * `contentType`, `cacheControl`, `metadata`.
 */
type Metadata = Record<string, string | null> | undefined;

/** Digits become `max-age=<n>`, anything else `no-cache`; stored so when the upload is created. */
export function storedCacheControl(value: string | null | undefined): string {
  return /^-?\d+$/.test(value ?? '') ? `max-age=${value}` : 'no-cache';
}

export function contentTypeOf(metadata: Metadata): string | undefined {
  return metadata?.contentType ?? undefined;
}

/** The object's user metadata: a JSON object, else none (hosted ignores what it cannot parse). */
export function userMetadataOf(metadata: Metadata): Record<string, unknown> | undefined {
  if (!metadata?.metadata) return undefined;
  try {
    const parsed: unknown = JSON.parse(metadata.metadata);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
