// eachLimited (util/each-limited.ts): the write stage compares and writes its files through it, so that
// a fresh build of thousands of pages holds a few files' bytes at a time, not all of them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eachLimited } from '../../../generator/util/each-limited.ts';

/** A task that finishes when the test says so, recording how many run at once. */
function tracker() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const run = (item: number) =>
    new Promise<void>((resolve) => {
      running++;
      most = Math.max(most, running);
      started.push(item);
      finish.push(() => {
        running--;
        resolve();
      });
    });
  return { run, started, finish, most: () => most };
}

const turn = () => new Promise((r) => setImmediate(r));

test('never more than the limit at once; each item once, started in order; done when the last one is', async () => {
  const t = tracker();
  const items = Array.from({ length: 50 }, (_, i) => i);
  let done = false;
  const all = eachLimited(items, 4, t.run).then(() => {
    done = true;
  });
  // Finish the oldest running task, one at a time, and let the next start.
  for (let finished = 0; finished < items.length; finished++) {
    await turn();
    assert.ok(t.started.length <= finished + 4, `${t.started.length} started with ${finished} finished`);
    assert.not.ok(done, 'not done while tasks run');
    t.finish[finished]();
  }
  await all;
  assert.ok(done);
  assert.is(t.most(), 4);
  assert.equal(t.started, items);
});

test('fewer items than the limit all start at once; none is fine', async () => {
  const t = tracker();
  const all = eachLimited([1, 2, 3], 16, t.run);
  await turn();
  assert.equal(t.started, [1, 2, 3]);
  for (const f of t.finish) f();
  await all;
  await eachLimited([], 16, t.run);
});

test('a failure rejects with that error', async () => {
  const boom = new Error('disk full');
  await eachLimited([1, 2, 3, 4], 2, async (i) => {
    if (i === 3) throw boom;
  }).then(
    () => assert.unreachable('it resolved'),
    (e) => assert.is(e, boom),
  );
});

test.run();
