// Upload files built in memory, so no binary fixtures are needed: PDF, ZIP (and DOCX inside one) and
// the OLE2 container of a Word 97 .doc.

/** A small, well-formed one-page PDF. */
export function pdfBytes(text = 'Curriculum vitae'): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive with uncompressed ("stored") entries, in the given order; `mode` sets Unix permission bits. */
export function zipBytes(entries: { name: string; data: string; mode?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.mode === undefined ? 20 : 0x0314, 4); // made by: Unix when a mode is given
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    if (entry.mode !== undefined) central.writeUInt32LE((entry.mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
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

export const DOCX_PARTS = {
  types:
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  rels:
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  document:
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
};

/**
 * A minimal Word document. 'word-first' puts word/document.xml first, which file(1) names as a .docx;
 * 'types-first' is the usual order, which some file(1) versions only call a zip archive.
 */
export function docxBytes(order: 'word-first' | 'types-first' = 'types-first'): Uint8Array {
  const word = { name: 'word/document.xml', data: DOCX_PARTS.document };
  const types = { name: '[Content_Types].xml', data: DOCX_PARTS.types };
  const rels = { name: '_rels/.rels', data: DOCX_PARTS.rels };
  return zipBytes(order === 'word-first' ? [word, types, rels] : [types, rels, word]);
}

/**
 * A minimal Word 97-2003 file: an OLE compound file (512-byte sectors: header, FAT, directory) whose
 * directory holds a root entry with Word's class id and an empty WordDocument stream. With
 * `wordStream: false` it is a bare compound file that finfo calls application/CDFV2.
 */
export function docBytes(wordStream = true): Uint8Array {
  const SECTOR = 512;
  const buf = Buffer.alloc(SECTOR * 3);
  const header = buf.subarray(0, SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 0x1c); // byte order mark
  header.writeUInt16LE(9, 0x1e); // sector shift
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = buf.subarray(SECTOR, 2 * SECTOR);
  for (let i = 0; i < 128; i++) fat.writeUInt32LE(i === 0 ? 0xfffffffd : i === 1 ? 0xfffffffe : 0xffffffff, i * 4);
  const directory = buf.subarray(2 * SECTOR, 3 * SECTOR);
  const entry = (index: number, name: string, type: number, child: number, clsid?: string) => {
    const e = directory.subarray(index * 128, (index + 1) * 128);
    if (name) {
      Buffer.from(`${name}\0`, 'utf16le').copy(e, 0);
      e.writeUInt16LE((name.length + 1) * 2, 0x40);
    }
    e[0x42] = type;
    e[0x43] = 1; // black
    e.writeUInt32LE(0xffffffff, 0x44);
    e.writeUInt32LE(0xffffffff, 0x48);
    e.writeUInt32LE(child, 0x4c);
    if (clsid) Buffer.from(clsid, 'hex').copy(e, 0x50);
    e.writeUInt32LE(type ? 0xfffffffe : 0, 0x74);
  };
  // {00020906-0000-0000-C000-000000000046}, Word's class id, in on-disk byte order.
  entry(0, 'Root Entry', 5, wordStream ? 1 : 0xffffffff, '0609020000000000c000000000000046');
  entry(1, wordStream ? 'WordDocument' : '', wordStream ? 2 : 0, 0xffffffff);
  entry(2, '', 0, 0xffffffff);
  entry(3, '', 0, 0xffffffff);
  return buf;
}
