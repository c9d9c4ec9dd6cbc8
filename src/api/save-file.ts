/** A downloaded file (an export) and the name the browser saves it under. */
export interface SavedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/**
 * Hands a downloaded file to the browser's download (spec 001 §5 Export): an object URL on a
 * temporary link, clicked and revoked.
 */
export const saveFileInBrowser = ({ blob, fileName }: SavedFile, doc: Document = document): void => {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may find the URL gone.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
