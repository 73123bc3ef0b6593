/** The request's body as a JSON object, or null when it is not one (no body, bad JSON, a list). */
export async function jsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = await request.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** What a function answers to a body that is not a JSON object. */
export const NOT_A_JSON_OBJECT = {
  code: 'bad_json',
  message: 'The body must be a JSON object.',
} as const;
