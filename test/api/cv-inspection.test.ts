// A look inside every CV before it is stored or mailed (issue #27, M1): Word 97 files with a VBA project,
// .docx packages with macros, embedded objects, ActiveX or remote content, PDFs with scripts, launch
// actions or attachments (also spelled with #xx escapes, and inside compressed object streams). Each is
// refused with 422 and the same message; nothing is stored or mailed. Ordinary CVs still pass. The PDF
// constructions that got past the old byte scanner, and the rest of the PDF rules, are in pdf-inspection.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { docxWith, objectStream, oleBytes, pdfWith, REL } from './cv-files.ts';
import { postMultipart, vacancyForm, type VacancyFile } from './requests.ts';
import { wordDoc } from './word-files.ts';
import { count, listFiles, mailLog, readIfExists, sniff } from './stored-data.ts';

const ACTIVE = 'The file contains macros, scripts, embedded objects or links to outside content. Please upload a plain PDF or Word document.';
let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  // One ordinary CV first, so the database exists before the first count.
  await accepted({ bytes: pdfWith(), name: 'first.pdf' });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

const uploads = () => listFiles(path.join(api.dataDir, 'uploads'));

async function refused(file: VacancyFile, reason: RegExp): Promise<void> {
  const before = { files: uploads().length, rows: count(api, 'vacancies'), mails: mailLog(api).length };
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file }));
  assert.is(res.status, 422, `${file.name}: ${res.status} ${res.text}`);
  assert.equal(res.json, { success: false, message: ACTIVE });
  assert.is(uploads().length, before.files, `${file.name}: no file kept`);
  assert.is(count(api, 'vacancies'), before.rows, `${file.name}: no row kept`);
  assert.is(mailLog(api).length, before.mails, `${file.name}: nothing mailed`);
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), reason);
}

async function accepted(file: VacancyFile): Promise<void> {
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file }));
  assert.is(res.status, 200, `${file.name}: ${res.text}`);
}

/** finfo must take the test files for what they claim to be, or the type check refuses them first. */
function sniffed(bytes: Buffer): string {
  const file = path.join(api.dataDir, '..', `sniff-${crypto.randomUUID()}`);
  fs.writeFileSync(file, bytes);
  return sniff([file])[0];
}

test('.doc: a VBA project is refused in any storage or stream name, in any case, wherever the directory sector lies', async () => {
  const vba = [
    [{ name: 'Macros', type: 1 }],
    [{ name: '_VBA_PROJECT_CUR', type: 1 }],
    [{ name: 'VBA', type: 1 }],
    [{ name: 'dir', type: 2 }],
    // Compound-file names are compared without case: Word finds "mAcRoS" as it finds "Macros".
    [{ name: 'mAcRoS', type: 1 }],
    // Behind six ordinary entries: in the second directory sector, which lies after the stream data.
    [
      { name: '\u0001CompObj', type: 2 },
      { name: '1Table', type: 2 },
      { name: '\u0005SummaryInformation', type: 2 },
      { name: '\u0005DocumentSummaryInformation', type: 2 },
      { name: 'Data', type: 2 },
      { name: 'ObjectPool', type: 1 },
      { name: '_VBA_PROJECT', type: 2 },
    ],
  ] as const;
  for (const entries of vba) {
    const bytes = oleBytes([...entries]);
    assert.ok(['application/msword', 'application/CDFV2', 'application/vnd.ms-office', 'application/x-ole-storage'].includes(sniffed(bytes)));
    await refused({ bytes, name: 'cv.doc' }, /OLE entry .* \(VBA project\)/);
  }
  await refused({ bytes: oleBytes([{ name: '\u0001Ole10Native', type: 2 }]), name: 'cv.doc' }, /embedded object/);
});

test('.doc: text that only mentions VBA or Macros is no macro, and an empty ObjectPool is fine', async () => {
  const text = 'Skills: VBA, Excel Macros, _VBA_PROJECT_CUR, dir\r';
  // A real Word 97 document (FIB, piece table): since issue 40 its text is read, and a WordDocument stream
  // that is not one is refused as unreadable.
  const bytes = wordDoc({ pieces: [{ text, encoding: 'utf16' }], extra: [{ name: 'ObjectPool', type: 1 }] });
  assert.ok(bytes.includes(Buffer.from('Macros', 'utf16le')), 'a byte search would find "Macros"');
  await accepted({ bytes, name: 'cv.doc' });
});

test('.doc: a compound file whose directory chain is broken is refused', async () => {
  const bytes = oleBytes([]);
  bytes.writeUInt32LE(9999, 0x30); // directory start outside the file
  await refused({ bytes, name: 'cv.doc' }, /OLE file unreadable/);
});

test('.docx: VBA project, embedded OLE objects, ActiveX and macro-enabled content types are refused', async () => {
  await refused({ bytes: docxWith({ parts: [{ name: 'word/vbaProject.bin', data: 'x' }] }), name: 'cv.docx' }, /DOCX part word\/vbaproject\.bin/);
  await refused({ bytes: docxWith({ parts: [{ name: 'word/embeddings/oleObject1.bin', data: 'x' }] }), name: 'cv.docx' }, /oleobject1\.bin/);
  await refused({ bytes: docxWith({ parts: [{ name: 'word/activeX/activeX1.xml', data: '<a/>' }] }), name: 'cv.docx' }, /activex1\.xml/);
  await refused({ bytes: docxWith({ parts: [{ name: 'word/embeddings/Sheet.xlsm', data: 'x' }] }), name: 'cv.docx' }, /sheet\.xlsm/);
  const docm =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>';
  await refused({ bytes: docxWith({ contentTypes: docm }), name: 'cv.docx' }, /macroEnabled/);
});

test('.docx: a remote template and every other external relationship but a web or mail link are refused', async () => {
  const template = `<Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>`;
  await refused({ bytes: docxWith({ settingsRels: [template] }), name: 'cv.docx' }, /attachedTemplate/);
  // Also as a template inside the package: Word would still load its macros.
  await refused(
    { bytes: docxWith({ settingsRels: [template.replace(' TargetMode="External"', '').replace('https://evil.example/t.dotm', 't.dotm')] }), name: 'cv.docx' },
    /attachedTemplate/,
  );
  const image = `<Relationship Id="rId9" Type="${REL}/image" Target="\\\\evil.example\\share\\a.png" TargetMode="External"/>`;
  await refused({ bytes: docxWith({ documentRels: [image] }), name: 'cv.docx' }, /external relationship .*image/);
  const frame = `<Relationship Id="rId9" Type="${REL}/frame" Target="http://evil.example/" targetMode="x" TargetMode="external"/>`;
  await refused({ bytes: docxWith({ documentRels: [frame] }), name: 'cv.docx' }, /external relationship .*frame/);
  const fileLink = `<Relationship Id="rId9" Type="${REL}/hyperlink" Target="file://evil.example/share/x.exe" TargetMode="External"/>`;
  await refused({ bytes: docxWith({ documentRels: [fileLink] }), name: 'cv.docx' }, /external relationship .*hyperlink/);
  await refused({ bytes: docxWith({ documentRels: ['<Relationship Id="rId9" Type="x" Target="y"'] }), name: 'cv.docx' }, /relationships unreadable/);
});

test('.docx: links to a profile page or an e-mail address, and internal pictures, are accepted', async () => {
  const links = [
    `<Relationship Id="rId5" Type="${REL}/hyperlink" Target="https://www.linkedin.com/in/ravi" TargetMode="External"/>`,
    `<Relationship Id="rId6" Type="${REL}/hyperlink" Target="mailto:ravi.kumar@example.com" TargetMode="External"/>`,
    `<Relationship Id="rId7" Type="${REL}/image" Target="media/image1.png"/>`,
  ];
  await accepted({ bytes: docxWith({ documentRels: links, parts: [{ name: 'word/media/image1.png', data: 'png' }] }), name: 'cv.docx' });
});

test('PDF: JavaScript, Launch and attachments are refused, also as #xx escapes and inside compressed object streams', async () => {
  // qpdf reads the file (PdfInspector); the log names what it found and in which object of the rewrite.
  const script = /PDF (names \/JavaScript|has the key \/JS)\b/;
  const js = pdfWith('/OpenAction 4 0 R', ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>']);
  await refused({ bytes: js, name: 'cv.pdf' }, script);
  await refused({ bytes: pdfWith('/OpenAction 4 0 R', ['<< /S /J#61vaScript /J#53 (app.alert(1)) >>']), name: 'cv.pdf' }, script);
  await refused({ bytes: pdfWith('/OpenAction 4 0 R', ['<< /S /Launch /F (cmd.exe) >>']), name: 'cv.pdf' }, /PDF names \/Launch/);
  await refused({ bytes: pdfWith('/Names << /EmbeddedFiles 4 0 R >>', ['<< /Names [(a.exe) 5 0 R] >>']), name: 'cv.pdf' }, /EmbeddedFiles/);
  await refused({ bytes: pdfWith('/AA << /O 4 0 R >>', ['<< /S /Ja#76a#53cript /JS 5 0 R >>']), name: 'cv.pdf' }, script);
  const hidden = objectStream(['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>']);
  await refused({ bytes: pdfWith('/OpenAction 20 0 R', [hidden]), name: 'cv.pdf' }, script);
  // Any filter a reader can unpack, qpdf unpacks too: an object stream in ASCIIHex is looked into as well.
  const hex = objectStream(['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'], 'ASCIIHexDecode');
  await refused({ bytes: pdfWith('/OpenAction 20 0 R', [hex]), name: 'cv.pdf' }, script);
});

test('PDF: an /OpenAction that only shows the first page, a clean object stream and binary stream data are accepted', async () => {
  await accepted({ bytes: pdfWith('/OpenAction [3 0 R /Fit]'), name: 'cv.pdf' });
  await accepted({ bytes: pdfWith('', [objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])]), name: 'cv.pdf' });
  // Image bytes that happen to spell "/JS " are data, not a name.
  const picture = {
    dictionary: '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode >>',
    data: Buffer.from('\xff\xd8 /JS /Launch \xff\xd9', 'latin1'),
  };
  await accepted({ bytes: pdfWith('', [picture]), name: 'cv.pdf' });
});

test('after all of the above: one file per stored vacancy, nothing refused left behind', async () => {
  const rows = count(api, 'vacancies');
  assert.is(uploads().length, rows);
  assert.is(rows, 6);
});

test.run();
