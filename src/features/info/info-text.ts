export interface InfoText {
  title: string;
  content: string;
}

/** Shown only when there is something to read (DECISIONS 12). */
export function hasInfo(info: InfoText | null | undefined): info is InfoText {
  return Boolean(info && (info.title.trim() || info.content.trim()));
}
