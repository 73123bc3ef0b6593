/**
 * Saves `content` (a text, or a made file's bytes: a paper's PDF) as a file through the
 * browser's own download (an object URL and a link).
 */
export function downloadFile(
  fileName: string,
  content: string | Uint8Array<ArrayBuffer>,
  type: string,
): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
