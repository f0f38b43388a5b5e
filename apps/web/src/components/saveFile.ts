/** Hands a downloaded file to the browser as a download under its suggested name. */
export function saveFile(file: { blob: Blob; fileName: string }, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName || fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
