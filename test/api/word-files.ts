// Word files built in memory for the word-inspection tests (issue 40, M1 and M2): .docx packages whose
// document, headers and footers carry field codes or an altChunk, deflated packages that are bombs, and
// real minimal Word 97 binary files: a FIB, a table stream with a Clx piece table (text in 8-bit and UTF-16
// pieces) and an SttbfAssoc naming the attached template, in a compound file with a mini stream.
import zlib from 'node:zlib';
import { REL } from './cv-files.ts';
import { DOCX_PARTS, zipBytes } from './upload-files.ts';

export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/**
 * Runs of a complex field: begin, the instruction (each string in a w:instrText run of its own, `field`
 * a nested field's runs, `deleted` a w:delInstrText run of tracked changes), separate, result, end.
 */
export function complexField(instruction: (string | { field: string } | { deleted: string })[], result = '1'): string {
  const run = (inner: string) => `<w:r>${inner}</w:r>`;
  const piece = (p: (typeof instruction)[number]) =>
    typeof p === 'string'
      ? run(`<w:instrText xml:space="preserve">${xmlText(p)}</w:instrText>`)
      : 'field' in p
        ? p.field
        : run(`<w:delInstrText xml:space="preserve">${xmlText(p.deleted)}</w:delInstrText>`);
  return (
    run('<w:fldChar w:fldCharType="begin"/>') +
    instruction.map(piece).join('') +
    run('<w:fldChar w:fldCharType="separate"/>') +
    run(`<w:t>${xmlText(result)}</w:t>`) +
    run('<w:fldChar w:fldCharType="end"/>')
  );
}

/** A simple field: the whole instruction in one attribute. */
export function simpleField(instruction: string, result = '1'): string {
  return `<w:fldSimple w:instr="${xmlText(instruction)}"><w:r><w:t>${xmlText(result)}</w:t></w:r></w:fldSimple>`;
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/**
 * A .docx as Word writes one: content types with an override per part, the document's relationships to
 * a header and a footer, and the given paragraphs' inner XML (runs, fields) in the document, header and
 * footer. `parts` and `relationships` add more.
 */
export function wordDocx(options: {
  body?: string;
  header?: string;
  footer?: string;
  parts?: { name: string; data: string; type?: string }[];
  relationships?: string[];
}): Buffer {
  const paragraph = (inner: string) => `<w:p><w:r><w:t>Curriculum vitae</w:t></w:r>${inner}</w:p>`;
  const parts = [
    {
      name: 'word/document.xml',
      type: `${WORD}.document.main+xml`,
      data: `<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${paragraph(options.body ?? '')}</w:body></w:document>`,
    },
    { name: 'word/header1.xml', type: `${WORD}.header+xml`, data: `<w:hdr xmlns:w="${W}">${paragraph(options.header ?? '')}</w:hdr>` },
    { name: 'word/footer1.xml', type: `${WORD}.footer+xml`, data: `<w:ftr xmlns:w="${W}">${paragraph(options.footer ?? '')}</w:ftr>` },
    ...(options.parts ?? []),
  ];
  const overrides = parts.filter((p) => p.type).map((p) => `<Override PartName="/${p.name}" ContentType="${p.type}"/>`);
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    `<Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`;
  const rels = [
    `<Relationship Id="rId1" Type="${REL}/header" Target="header1.xml"/>`,
    `<Relationship Id="rId2" Type="${REL}/footer" Target="footer1.xml"/>`,
    ...(options.relationships ?? []),
  ];
  const documentRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`;
  return Buffer.from(
    zipBytes([
      { name: '[Content_Types].xml', data: types },
      { name: '_rels/.rels', data: DOCX_PARTS.rels },
      ...parts.map(({ name, data }) => ({ name, data })),
      { name: 'word/_rels/document.xml.rels', data: documentRels },
    ]),
  );
}

/**
 * A zip whose entries are deflated. An entry's data is compressed once and reused, so thousands of
 * entries of a megabyte each cost one compression. `declaredSize` makes the directory lie about the
 * unpacked size.
 */
export function deflatedZip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const packed = new Map<Buffer, { deflated: Buffer; crc: number }>();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    let done = packed.get(entry.data);
    if (!done) {
      done = { deflated: zlib.deflateRawSync(entry.data, { level: 9 }), crc: zlib.crc32(entry.data) };
      packed.set(entry.data, done);
    }
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.data.length;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(done.crc, at + 10);
      header.writeUInt32LE(done.deflated.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, done.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + done.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal, valid .docx's entries as buffers, to which a bomb adds its parts. */
export function docxEntries(): { name: string; data: Buffer }[] {
  return [
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_PARTS.types) },
    { name: '_rels/.rels', data: Buffer.from(DOCX_PARTS.rels) },
    { name: 'word/document.xml', data: Buffer.from(DOCX_PARTS.document) },
  ];
}

/**
 * `bytes` bytes of header XML that compress to almost nothing (a thousand to one): a paragraph, then
 * spaces between the elements, which XML allows.
 */
export function repetitiveHeader(bytes: number): Buffer {
  const xml = `<w:hdr xmlns:w="${W}"><w:p><w:r><w:t>x</w:t></w:r></w:p></w:hdr>`;
  const split = xml.length - '</w:hdr>'.length;
  return Buffer.concat([Buffer.from(xml.slice(0, split)), Buffer.alloc(Math.max(0, bytes - xml.length), 0x20), Buffer.from(xml.slice(split))]);
}

// Word 97-2003 binary files ---------------------------------------------------------------------------

const SECTOR = 512;
const MINI = 64;
const CUTOFF = 4096;
const END = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_MARK = 0xfffffffd;

export interface CompoundEntry {
  name: string;
  /** 1 storage, 2 stream */
  type: 1 | 2;
  data?: Buffer;
}

/**
 * A compound file (version 3, 512-byte sectors) holding the given entries under the root, with Word's
 * class id on the root. Streams of 4096 bytes or more get sectors of their own; smaller ones go into the
 * mini stream (64-byte sectors, their own allocation table), as Word writes them.
 */
export function compoundFile(entries: CompoundEntry[]): Buffer {
  const big = entries.filter((e) => e.type === 2 && (e.data?.length ?? 0) >= CUTOFF);
  const small = entries.filter((e) => e.type === 2 && (e.data?.length ?? 0) > 0 && (e.data?.length ?? 0) < CUTOFF);
  const sectorsOf = (bytes: number, size: number) => Math.ceil(bytes / size);
  // The mini stream, and where each small stream starts in it.
  const miniStart = new Map<CompoundEntry, number>();
  let miniSectors = 0;
  for (const e of small) {
    miniStart.set(e, miniSectors);
    miniSectors += sectorsOf(e.data?.length ?? 0, MINI);
  }
  const miniStream = Buffer.alloc(miniSectors * MINI);
  for (const e of small) e.data?.copy(miniStream, (miniStart.get(e) ?? 0) * MINI);
  const miniFat = Buffer.alloc(Math.ceil((miniSectors * 4) / SECTOR) * SECTOR, 0xff);
  for (const e of small) {
    const first = miniStart.get(e) ?? 0;
    const count = sectorsOf(e.data?.length ?? 0, MINI);
    for (let i = 0; i < count; i++) miniFat.writeUInt32LE(i === count - 1 ? END : first + i + 1, (first + i) * 4);
  }
  const directorySectors = sectorsOf((entries.length + 1) * 128, SECTOR);
  const miniFatSectors = miniFat.length / SECTOR;
  const miniStreamSectors = sectorsOf(miniStream.length, SECTOR);
  const bigSectors = big.reduce((n, e) => n + sectorsOf(e.data?.length ?? 0, SECTOR), 0);
  const others = directorySectors + miniFatSectors + miniStreamSectors + bigSectors;
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < fatSectors + others) fatSectors++;
  if (fatSectors > 109) throw new Error('too large for a header-only FAT');
  const total = fatSectors + others;
  const file = Buffer.alloc((total + 1) * SECTOR);
  const sectorAt = (n: number) => (n + 1) * SECTOR;
  const fat = Buffer.alloc(fatSectors * SECTOR, 0xff);
  let next = 0;
  const chain = (count: number, mark?: number) => {
    const first = next;
    for (let i = 0; i < count; i++) fat.writeUInt32LE(mark ?? (i === count - 1 ? END : first + i + 1), (first + i) * 4);
    next += count;
    return count === 0 ? END : first;
  };
  chain(fatSectors, FAT_MARK);
  const directoryStart = chain(directorySectors);
  const miniFatStart = chain(miniFatSectors);
  const miniStreamStart = chain(miniStreamSectors);
  const bigStart = new Map<CompoundEntry, number>();
  for (const e of big) {
    const first = chain(sectorsOf(e.data?.length ?? 0, SECTOR));
    bigStart.set(e, first);
    e.data?.copy(file, sectorAt(first));
  }
  for (let i = 0; i < fatSectors; i++) fat.copy(file, sectorAt(i), i * SECTOR, (i + 1) * SECTOR);
  if (miniFatSectors) miniFat.copy(file, sectorAt(miniFatStart));
  if (miniStreamSectors) miniStream.copy(file, sectorAt(miniStreamStart));

  const header = file.subarray(0, SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(fatSectors, 0x2c);
  header.writeUInt32LE(directoryStart, 0x30);
  header.writeUInt32LE(CUTOFF, 0x38);
  header.writeUInt32LE(miniFatSectors ? miniFatStart : END, 0x3c);
  header.writeUInt32LE(miniFatSectors, 0x40);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? i : FREE, 0x4c + i * 4);

  const directory = Buffer.alloc(directorySectors * SECTOR);
  const entry = (index: number, name: string, type: number, child: number, right: number, start: number, size: number, clsid?: string) => {
    const e = directory.subarray(index * 128, (index + 1) * 128);
    Buffer.from(`${name}\0`, 'utf16le').copy(e, 0);
    e.writeUInt16LE((name.length + 1) * 2, 0x40);
    e[0x42] = type;
    e[0x43] = 1;
    e.writeUInt32LE(FREE, 0x44);
    e.writeUInt32LE(right, 0x48);
    e.writeUInt32LE(child, 0x4c);
    if (clsid) Buffer.from(clsid, 'hex').copy(e, 0x50);
    e.writeUInt32LE(start, 0x74);
    e.writeUInt32LE(size, 0x78);
  };
  for (let i = entries.length + 1; i < directorySectors * 4; i++) {
    const e = directory.subarray(i * 128, (i + 1) * 128);
    e.writeUInt32LE(FREE, 0x44);
    e.writeUInt32LE(FREE, 0x48);
    e.writeUInt32LE(FREE, 0x4c);
  }
  // {00020906-0000-0000-C000-000000000046}, Word's class id; the root's own stream is the mini stream.
  entry(0, 'Root Entry', 5, entries.length ? 1 : FREE, FREE, miniStreamSectors ? miniStreamStart : END, miniStream.length, '0609020000000000c000000000000046');
  entries.forEach((e, i) => {
    const size = e.data?.length ?? 0;
    const start = bigStart.get(e) ?? miniStart.get(e) ?? (e.type === 2 ? END : 0);
    entry(i + 1, e.name, e.type, FREE, i + 2 <= entries.length ? i + 2 : FREE, size ? start : e.type === 2 ? END : 0, size);
  });
  directory.copy(file, sectorAt(directoryStart));
  return file;
}

/** A run of a .doc's text, stored as 8-bit (Windows-1252, "compressed") or UTF-16 characters. */
export interface DocPiece {
  text: string;
  encoding: '8bit' | 'utf16';
}

/** Field characters of a .doc: begin, separator, end. */
export const FIELD = { begin: '\u0013', separate: '\u0014', end: '\u0015' };

/**
 * A Word 97 binary document: a WordDocument stream that starts with a FIB (FibBase with wIdent 0xA5EC
 * and the 1Table flag, FibRgW, FibRgLw with ccpText, FibRgFcLcb97 with the Clx and the SttbfAssoc) and
 * holds the pieces' text, a 1Table stream with the Clx (one Prc, then the Pcdt's piece table) and an
 * SttbfAssoc (18 UTF-16 strings; the second is the attached template), and `extra` entries beside them.
 */
export function wordDoc(options: { pieces: DocPiece[]; template?: string; extra?: CompoundEntry[] }): Buffer {
  const TEXT_AT = 0x400;
  const chunks: Buffer[] = [];
  const cps = [0];
  const fcs: number[] = [];
  let at = TEXT_AT;
  for (const piece of options.pieces) {
    const bytes = piece.encoding === '8bit' ? Buffer.from(piece.text, 'latin1') : Buffer.from(piece.text, 'utf16le');
    fcs.push(piece.encoding === '8bit' ? ((at * 2) | 0x40000000) >>> 0 : at);
    chunks.push(bytes);
    at += bytes.length;
    cps.push(cps[cps.length - 1] + piece.text.length);
  }
  const characters = cps[cps.length - 1];
  const word = Buffer.alloc(Math.max(CUTOFF, Math.ceil(at / SECTOR) * SECTOR));
  Buffer.concat(chunks).copy(word, TEXT_AT);

  // 1Table: the Clx, then the SttbfAssoc.
  const plc = Buffer.alloc(4 * cps.length + 8 * fcs.length);
  cps.forEach((cp, i) => plc.writeUInt32LE(cp, 4 * i));
  fcs.forEach((fc, i) => plc.writeUInt32LE(fc, 4 * cps.length + 8 * i + 2));
  const prc = Buffer.from([0x01, 0x02, 0x00, 0x00, 0x00]); // a Prc with two bytes of grpprl, skipped by readers
  const pcdt = Buffer.alloc(5);
  pcdt[0] = 0x02;
  pcdt.writeUInt32LE(plc.length, 1);
  const clx = Buffer.concat([prc, pcdt, plc]);
  const strings = Array.from({ length: 18 }, (_, i) => (i === 1 ? (options.template ?? '') : ''));
  const sttb = Buffer.concat([
    Buffer.from([0xff, 0xff, 18, 0, 0, 0]),
    ...strings.map((s) => {
      const length = Buffer.alloc(2);
      length.writeUInt16LE(s.length);
      return Buffer.concat([length, Buffer.from(s, 'utf16le')]);
    }),
  ]);
  const table = Buffer.concat([Buffer.alloc(16), clx, sttb]);
  const fcClx = 16;
  const fcSttbfAssoc = 16 + clx.length;

  // FibBase (32 bytes), then csw + FibRgW97 (14 words), cslw + FibRgLw97 (22 longs), cbRgFcLcb + FibRgFcLcb97 (93 pairs), cswNew.
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0409, 6); // lid: English (US)
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  word.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  word.writeUInt16LE(14, 32);
  const lw = 34 + 28;
  word.writeUInt16LE(22, lw);
  word.writeUInt32LE(word.length, lw + 2); // cbMac
  word.writeUInt32LE(characters, lw + 2 + 12); // ccpText: all the text is the main story
  const fcLcb = lw + 2 + 88;
  word.writeUInt16LE(0x5d, fcLcb);
  const pair = (index: number, fc: number, lcb: number) => {
    word.writeUInt32LE(fc, fcLcb + 2 + index * 8);
    word.writeUInt32LE(lcb, fcLcb + 2 + index * 8 + 4);
  };
  pair(32, fcSttbfAssoc, sttb.length);
  pair(33, fcClx, clx.length);
  if (fcLcb + 2 + 0x5d * 8 + 2 > TEXT_AT) throw new Error('FIB overlaps the text');

  return compoundFile([
    { name: 'WordDocument', type: 2, data: word },
    { name: '1Table', type: 2, data: table },
    { name: '\u0005SummaryInformation', type: 2, data: Buffer.alloc(200) },
    ...(options.extra ?? []),
  ]);
}

/** A .doc whose text is the given string, in one 8-bit piece. */
export function docWithText(text: string, template?: string): Buffer {
  return wordDoc({ pieces: [{ text, encoding: '8bit' }], template });
}
