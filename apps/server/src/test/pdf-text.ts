import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';

/** What a PDF reply says, read back as a reader's viewer would (selectable text), and its pages. */
export const pdfOf = async (res: LightMyRequestResponse) => {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, size: page.view.slice(2) };
};

/** A4 in PDF points (210 x 297 mm). */
export const A4 = [595.28, 841.89];
