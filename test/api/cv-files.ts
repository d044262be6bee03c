// CVs with something inside, built in memory for the inspection tests: Word 97 compound files with any
// directory entries (and a real stream), .docx packages with extra parts and relationships, and PDFs with
// any objects, compressed object streams included.
import zlib from 'node:zlib';
import { DOCX_PARTS, zipBytes } from './upload-files.ts';

const SECTOR = 512;
const END = 0xfffffffe;
const NONE = 0xffffffff;

export interface OleEntry {
  name: string;
  /** 1 storage, 2 stream */
  type: 1 | 2;
}

/**
 * A Word 97-2003 compound file: Word's class id on the root, a WordDocument stream of at least 4096 bytes
 * holding `text` (UTF-16, as Word stores it) and the given extra entries. The directory's sectors are not
 * contiguous (the first one before the stream's sectors, the rest after them), so only a reader that
 * follows the allocation table finds every entry.
 */
export function oleBytes(entries: OleEntry[], text = 'Curriculum vitae'): Buffer {
  const all: (OleEntry & { start?: number; size?: number })[] = [{ name: 'WordDocument', type: 2 }, ...entries];
  const payload = Buffer.alloc(Math.max(4096, Math.ceil((text.length * 2) / SECTOR) * SECTOR));
  Buffer.from(text, 'utf16le').copy(payload);
  const directorySectors = Math.ceil((all.length + 1) / 4);
  const dataSectors = payload.length / SECTOR;
  // Sector 0: FAT; 1: first directory sector; 2..: stream data; then the other directory sectors.
  const firstData = 2;
  const directoryChain = [1, ...Array.from({ length: directorySectors - 1 }, (_, i) => firstData + dataSectors + i)];
  const total = 1 + directorySectors + dataSectors;
  if (total > 128) throw new Error('too many sectors for one FAT sector');
  const buf = Buffer.alloc(SECTOR * (total + 1));
  const header = buf.subarray(0, SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : NONE, 0x4c + i * 4);
  const fat = buf.subarray(SECTOR, 2 * SECTOR);
  for (let i = 0; i < 128; i++) fat.writeUInt32LE(NONE, i * 4);
  fat.writeUInt32LE(0xfffffffd, 0);
  directoryChain.forEach((sector, i) => fat.writeUInt32LE(directoryChain[i + 1] ?? END, sector * 4));
  for (let i = 0; i < dataSectors; i++) fat.writeUInt32LE(i === dataSectors - 1 ? END : firstData + i + 1, (firstData + i) * 4);
  payload.copy(buf, (firstData + 1) * SECTOR);
  const entry = (index: number, name: string, type: number, child: number, right: number, start: number, size: number, clsid?: string) => {
    const sector = directoryChain[Math.floor(index / 4)];
    const offset = (sector + 1) * SECTOR + (index % 4) * 128;
    const e = buf.subarray(offset, offset + 128);
    Buffer.from(`${name}\0`, 'utf16le').copy(e, 0);
    e.writeUInt16LE((name.length + 1) * 2, 0x40);
    e[0x42] = type;
    e[0x43] = 1;
    e.writeUInt32LE(NONE, 0x44);
    e.writeUInt32LE(right, 0x48);
    e.writeUInt32LE(child, 0x4c);
    if (clsid) Buffer.from(clsid, 'hex').copy(e, 0x50);
    e.writeUInt32LE(start, 0x74);
    e.writeUInt32LE(size, 0x78);
  };
  entry(0, 'Root Entry', 5, 1, NONE, END, 0, '0609020000000000c000000000000046');
  all.forEach((item, i) => {
    const isWord = i === 0;
    entry(i + 1, item.name, item.type, NONE, i + 2 <= all.length ? i + 2 : NONE, isWord ? firstData : 0, isWord ? payload.length : 0);
  });
  return buf;
}

/** A .docx with extra parts, extra relationships in word/_rels/*.rels, and its own content types if given. */
export function docxWith(options: {
  parts?: { name: string; data: string }[];
  documentRels?: string[];
  settingsRels?: string[];
  contentTypes?: string;
}): Buffer {
  const rels = (items: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;
  const entries = [
    { name: '[Content_Types].xml', data: options.contentTypes ?? DOCX_PARTS.types },
    { name: '_rels/.rels', data: DOCX_PARTS.rels },
    { name: 'word/document.xml', data: DOCX_PARTS.document },
  ];
  if (options.documentRels) entries.push({ name: 'word/_rels/document.xml.rels', data: rels(options.documentRels) });
  if (options.settingsRels) {
    entries.push({ name: 'word/settings.xml', data: '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>' });
    entries.push({ name: 'word/_rels/settings.xml.rels', data: rels(options.settingsRels) });
  }
  entries.push(...(options.parts ?? []));
  return Buffer.from(zipBytes(entries));
}

export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

type PdfObject = string | { dictionary: string; data: Buffer; contains?: number[] };

/**
 * A PDF: catalog (with `catalogExtra` inside its dictionary), one page, and any further objects (numbered
 * from 4 on), each given whole as `<< ... >>` or as dictionary + stream data. When one of them is an
 * object stream (objectStream), the file ends with a cross-reference stream that lists the objects inside
 * it, as PDF 1.5 does: a reader finds them only through that.
 */
export function pdfWith(catalogExtra = '', objects: PdfObject[] = []): Buffer {
  const all: PdfObject[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...objects,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    chunks.push(b);
    length += b.length;
  };
  const writeStream = (n: number, dictionary: string, data: Buffer) => {
    push(Buffer.from(`${n} 0 obj\n${dictionary.replace('>>', ` /Length ${data.length} >>`)}\nstream\n`, 'latin1'));
    push(data);
    push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  };
  const compressed = new Map<number, [number, number]>();
  all.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    else {
      writeStream(i + 1, object.dictionary, object.data);
      for (const [index, n] of (object.contains ?? []).entries()) compressed.set(n, [i + 1, index]);
    }
  });
  if (compressed.size === 0) {
    let xref = `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
    push(Buffer.from(`${xref}trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(chunks);
  }
  // A cross-reference stream, one more object: each row is type (0 free, 1 at an offset, 2 in an object
  // stream), then the offset or the object stream's number, then the generation or the index in it.
  const self = Math.max(all.length, ...compressed.keys()) + 1;
  offsets[self - 1] = length;
  const rows = Buffer.alloc((self + 1) * 7);
  for (let n = 1; n <= self; n++) {
    const inside = compressed.get(n);
    const offset = offsets[n - 1];
    if (inside || offset !== undefined) {
      rows.writeUInt8(inside ? 2 : 1, n * 7);
      rows.writeUInt32BE(inside ? inside[0] : (offset ?? 0), n * 7 + 1);
      rows.writeUInt16BE(inside ? inside[1] : 0, n * 7 + 5);
    }
  }
  const at = length;
  writeStream(self, `<< /Type /XRef /Size ${self + 1} /Root 1 0 R /W [1 4 2] /Filter /FlateDecode >>`, zlib.deflateSync(rows));
  push(Buffer.from(`startxref\n${at}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/**
 * A compressed object stream (PDF 1.5) holding the given dictionaries as objects 20, 21, ...; 'broken':
 * FlateDecode data cut short, which no reader can unpack.
 */
export function objectStream(
  dictionaries: string[],
  filter: 'FlateDecode' | 'ASCIIHexDecode' | 'broken' = 'FlateDecode',
): Required<Exclude<PdfObject, string>> {
  let index = '';
  let body = '';
  dictionaries.forEach((d, i) => {
    index += `${20 + i} ${body.length} `;
    body += `${d}\n`;
  });
  const raw = Buffer.from(index + body, 'latin1');
  const deflated = zlib.deflateSync(raw);
  const data = filter === 'ASCIIHexDecode' ? Buffer.from(`${raw.toString('hex')}>`, 'latin1') : filter === 'broken' ? deflated.subarray(0, 8) : deflated;
  const name = filter === 'broken' ? 'FlateDecode' : filter;
  return {
    dictionary: `<< /Type /ObjStm /N ${dictionaries.length} /First ${index.length} /Filter /${name} >>`,
    data,
    contains: dictionaries.map((_, i) => 20 + i),
  };
}
