import { saveFile } from './save-file';

/**
 * Hands CSV text to the browser as a file download (the audit trail's and the branches' exports).
 * A byte-order mark goes first, so spreadsheets open the file as UTF-8 (reading a reply as text
 * drops the one a server sent).
 */
export const saveCsv = (text: string, filename: string) =>
  saveFile(
    URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })),
    filename,
  );

/** Today in the reader's time zone, as an exported file's name gives it. */
export const localDay = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};
