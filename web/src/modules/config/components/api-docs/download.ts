/** Saves a value as a pretty-printed JSON file through a temporary link (the browser's own download). */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoking on the next tick keeps it valid until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
