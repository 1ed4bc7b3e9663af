import { strToU8, zipSync } from 'fflate';

/** Small real files of each kind the allow-list names, and some it refuses. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows program: "MZ", then the DOS stub. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);
export const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);
export const ZIP = Buffer.from(zipSync({ 'notes/a.txt': strToU8('hello') }));

export const upload = (
  parent: 'incident' | 'message' | 'finding',
  parentId: string,
  bytes: Buffer,
  name = 'brief.pdf',
) => ({ parent, parent_id: parentId, name, content: bytes.toString('base64') });
