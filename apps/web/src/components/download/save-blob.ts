/** Saves a downloaded file: an object URL clicked through a temporary <a download>, then revoked. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click() returns: revoke a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
