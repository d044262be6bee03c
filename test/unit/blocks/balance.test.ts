// The column count of balanced card rows: as wide as allowed, with the fewest empty places.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { balancedColumns } from '../../../site/components/blocks/balance.ts';

test('counts up to the maximum use one row', () => {
  assert.is(balancedColumns(1, 4), 1);
  assert.is(balancedColumns(3, 4), 3);
  assert.is(balancedColumns(4, 4), 4);
  assert.is(balancedColumns(2, 3), 2);
});

test('larger counts pick the widest row with the fewest gaps', () => {
  assert.is(balancedColumns(5, 4), 3, '3 + 2 rather than 4 + 1');
  assert.is(balancedColumns(6, 4), 3, '3 + 3');
  assert.is(balancedColumns(7, 4), 4, '4 + 3');
  assert.is(balancedColumns(8, 4), 4);
  assert.is(balancedColumns(11, 4), 4, '4 + 4 + 3');
  assert.is(balancedColumns(16, 4), 4);
  assert.is(balancedColumns(4, 3), 2, '2 + 2 rather than 3 + 1');
  assert.is(balancedColumns(5, 3), 3, '3 + 2');
  assert.is(balancedColumns(6, 2), 2);
});

test('never fewer than one column', () => {
  assert.is(balancedColumns(0, 4), 1);
});

test.run();
