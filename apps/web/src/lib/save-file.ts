/**
 * Hands a file the browser holds (an object URL) to the user as a download, then lets it go:
 * the CSV exports, the PDF documents and the attachments all save through here.
 */
export const saveFile = (url: string, filename: string) => {
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
