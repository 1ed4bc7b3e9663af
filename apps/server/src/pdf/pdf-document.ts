import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';

/**
 * The house's server-made PDF (docs/rules/pdf.md): A4, selectable text, one layout for every
 * document. A document is content (a title and blocks); each kind (report, country brief, trip
 * brief, and later an invoice) is a function from its data to `PdfContent`, printed by `renderPdf`.
 */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; muted?: boolean }
  /** Label and value pairs, such as a record's facts or an invoice's lines. */
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'list'; items: string[] }
  /** A rated line: a factor's Green, Yellow or Red with its response, a country's level. */
  | { kind: 'rated'; label: string; rating: string; text: string };

export interface PdfContent {
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
}

/**
 * DejaVu covers Latin, Greek, Cyrillic and the common symbols, so names and news titles print as
 * written (Debian's fonts-dejavu-core); without it, PDF's built-in Helvetica (Latin-1 only).
 */
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const EMBEDDED = {
  body: `${DEJAVU}/DejaVuSans.ttf`,
  bold: `${DEJAVU}/DejaVuSans-Bold.ttf`,
};
const embedded = existsSync(EMBEDDED.body) && existsSync(EMBEDDED.bold);
const FONT = embedded
  ? { body: 'body', bold: 'bold' }
  : { body: 'Helvetica', bold: 'Helvetica-Bold' };

/** Ratings print in their colour (the text stays the word, for readers and copy-paste). */
const RATING_COLOURS: Record<string, string> = {
  Green: '#1e7b34',
  Yellow: '#8a6d00',
  Red: '#b02a37',
  Severe: '#b02a37',
  'High Risk': '#c4511a',
  'Medium Risk': '#8a6d00',
  Risk: '#5c6770',
  'Low Risk': '#1e7b34',
};
const INK = '#212529';
const MUTED = '#5c6770';

const print: {
  [K in PdfBlock['kind']]: (doc: PDFKit.PDFDocument, block: Extract<PdfBlock, { kind: K }>) => void;
} = {
  heading: (doc, block) => {
    doc.moveDown(0.8).font(FONT.bold).fontSize(13).fillColor(INK).text(block.text);
    doc.moveDown(0.3);
  },
  text: (doc, block) => {
    doc
      .font(FONT.body)
      .fontSize(10)
      .fillColor(block.muted ? MUTED : INK)
      .text(block.text);
    doc.moveDown(0.3);
  },
  fields: (doc, block) => {
    for (const [label, value] of block.rows) {
      doc.font(FONT.bold).fontSize(10).fillColor(INK).text(`${label}: `, { continued: true });
      doc.font(FONT.body).text(value);
    }
    doc.moveDown(0.3);
  },
  list: (doc, block) => {
    doc.font(FONT.body).fontSize(10).fillColor(INK).list(block.items, { bulletRadius: 1.5 });
    doc.moveDown(0.3);
  },
  rated: (doc, block) => {
    doc.font(FONT.bold).fontSize(11).fillColor(INK).text(`${block.label}: `, { continued: true });
    doc.fillColor(RATING_COLOURS[block.rating] ?? INK).text(block.rating);
    if (block.text) doc.font(FONT.body).fontSize(10).fillColor(INK).text(block.text);
    doc.moveDown(0.4);
  },
};

const printBlock = (doc: PDFKit.PDFDocument, block: PdfBlock) =>
  (print[block.kind] as (doc: PDFKit.PDFDocument, block: PdfBlock) => void)(doc, block);

/** The document as a stream of PDF bytes (pdfkit writes as it goes; nothing waits on a browser). */
export const renderPdf = (content: PdfContent): Readable => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: content.title, Producer: 'GeoRisk', Creator: 'GeoRisk' },
    lang: 'en',
    displayTitle: true,
    bufferPages: false,
  });
  if (embedded) {
    doc.registerFont('body', EMBEDDED.body);
    doc.registerFont('bold', EMBEDDED.bold);
  }
  doc.font(FONT.bold).fontSize(18).fillColor(INK).text(content.title);
  if (content.subtitle) doc.font(FONT.body).fontSize(10).fillColor(MUTED).text(content.subtitle);
  doc.moveDown(0.5);
  for (const block of content.blocks) printBlock(doc, block);
  doc.end();
  return doc;
};
