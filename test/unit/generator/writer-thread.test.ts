// The writer thread (lib/writer-thread.ts): files are written in the order asked, a flush waits for all
// asked before it and reports the first failure since the last, and a removal comes after the writes.
import os from 'node:os';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WriterThread } from '../../../generator/pipeline/lib/writer-thread.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-thread-'));
test.after(() => fs.removeSync(dir));

test('a flush resolves once every file asked before it is written, folders made', async () => {
  const writer = new WriterThread();
  for (let i = 0; i < 50; i++) writer.write(path.join(dir, 'a', `p${i}`, 'index.html'), `<p>page ${i}</p>`);
  // The same file twice: the later text wins.
  writer.write(path.join(dir, 'a', 'p0', 'index.html'), '<p>page 0, again</p>');
  await writer.flush();
  assert.is(fs.readdirSync(path.join(dir, 'a')).length, 50);
  assert.is(fs.readFileSync(path.join(dir, 'a', 'p49', 'index.html'), 'utf8'), '<p>page 49</p>');
  assert.is(fs.readFileSync(path.join(dir, 'a', 'p0', 'index.html'), 'utf8'), '<p>page 0, again</p>');
  writer.remove(path.join(dir, 'a'));
  await writer.close();
  assert.not.ok(fs.existsSync(path.join(dir, 'a')), 'removed after the writes');
});

test('a write that fails makes the next flush reject with its reason; the one after is clean', async () => {
  const writer = new WriterThread();
  fs.writeFileSync(path.join(dir, 'file'), 'a file, not a folder');
  writer.write(path.join(dir, 'file', 'under', 'index.html'), 'x');
  writer.write(path.join(dir, 'b', 'index.html'), 'still written');
  try {
    await writer.flush();
    assert.unreachable('the flush resolved');
  } catch (e) {
    assert.match(String(e), /ENOTDIR|EEXIST/);
  }
  assert.is(fs.readFileSync(path.join(dir, 'b', 'index.html'), 'utf8'), 'still written');
  writer.write(path.join(dir, 'c', 'index.html'), 'y');
  await writer.flush();
  await writer.close();
});

test('a copy is the file it is made from, with the text to insert at its character offset', async () => {
  const writer = new WriterThread();
  const from = path.join(dir, 'stored.html');
  // Characters of two and three UTF-8 bytes before the offset: it counts characters, not bytes.
  const page = '<html><body>— café<main data-x>text</main></body></html>';
  fs.writeFileSync(from, page);
  const at = page.indexOf('<main data-x>') + '<main data-x>'.length;
  writer.copy(from, path.join(dir, 'e', 'plain.html'));
  writer.copy(from, path.join(dir, 'e', 'inside.html'), { at, text: '<span data-tag></span>' });
  writer.copy(from, path.join(dir, 'e', 'end.html'), { at: page.length, text: '<span data-tag></span>' });
  await writer.close();
  assert.is(fs.readFileSync(path.join(dir, 'e', 'plain.html'), 'utf8'), page);
  assert.is(fs.readFileSync(path.join(dir, 'e', 'inside.html'), 'utf8'), '<html><body>— café<main data-x><span data-tag></span>text</main></body></html>');
  assert.is(fs.readFileSync(path.join(dir, 'e', 'end.html'), 'utf8'), `${page}<span data-tag></span>`);
});

test('close with nothing asked starts no thread; a closed writer can be used again', async () => {
  const writer = new WriterThread();
  await writer.close();
  writer.write(path.join(dir, 'd', 'index.html'), 'z');
  await writer.close();
  assert.is(fs.readFileSync(path.join(dir, 'd', 'index.html'), 'utf8'), 'z');
});

test.run();
