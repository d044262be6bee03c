// Frontmatter: every mistake is reported with the file, the line in the file and the field.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { parseFrontmatter, splitFrontmatter } from '../../../generator/runtime/frontmatter.ts';

const schema = v.strictObject({
  title: v.string(),
  description: v.pipe(v.string(), v.minLength(20, 'must be at least 20 characters')),
  date: v.pipe(v.string(), v.isoDate('must be a date like 2026-10-05')),
  tags: v.array(v.string()),
  image: v.strictObject({ src: v.string(), alt: v.string() }),
  draft: v.optional(v.boolean()),
});

function problems(yaml: string): string[] {
  try {
    parseFrontmatter('content/blog/post.md', yaml, schema);
  } catch (e) {
    const err = e as { code: string; details: string[] };
    assert.is(err.code, 'collection-invalid');
    return err.details;
  }
  return [];
}

const GOOD = [
  'title: A post',
  'description: Long enough to pass the check.',
  'date: 2026-10-05',
  'tags:',
  '  - SAP',
  'image:',
  '  src: images/a.jpg',
  '  alt: A picture',
];

test('valid frontmatter returns the schema output', () => {
  const data = parseFrontmatter('content/blog/post.md', GOOD.join('\n'), schema);
  assert.equal(data, {
    title: 'A post',
    description: 'Long enough to pass the check.',
    date: '2026-10-05',
    tags: ['SAP'],
    image: { src: 'images/a.jpg', alt: 'A picture' },
  });
});

test('a wrong value names the file, its line (counting the opening ---) and the field', () => {
  const yaml = [...GOOD.slice(0, 2), 'date: next Tuesday', ...GOOD.slice(3)].join('\n');
  assert.equal(problems(yaml), ['content/blog/post.md:4: "date" must be a date like 2026-10-05 (got "next Tuesday")']);
});

test('a wrong type inside a list or a nested field points at that line', () => {
  const yaml = [...GOOD.slice(0, 4), '  - 42', ...GOOD.slice(5, 7), '  alt: 7'].join('\n');
  assert.equal(problems(yaml), ['content/blog/post.md:6: "tags.0" expected string, got 42', 'content/blog/post.md:9: "image.alt" expected string, got 7']);
});

test('a missing field, an unknown field and a short text are all reported at once', () => {
  const yaml = ['titel: A post', 'description: Short', ...GOOD.slice(2)].join('\n');
  assert.equal(problems(yaml), [
    'content/blog/post.md:2: "title" is required',
    'content/blog/post.md:3: "description" must be at least 20 characters (got "Short")',
    'content/blog/post.md:2: "titel" is not a known field (check the spelling)',
  ]);
});

test('YAML syntax errors carry the line and the usual fix', () => {
  const yaml = ['title: Planning: the first steps', ...GOOD.slice(1)].join('\n');
  const [first] = problems(yaml);
  assert.match(first, /^content\/blog\/post\.md:2: .*wrapped in "double quotes"$/);
});

test('splitFrontmatter finds the body and the line it starts on', () => {
  const split = splitFrontmatter('---\ntitle: x\ndate: y\n---\n\n## Body\n');
  assert.equal(split, { yaml: 'title: x\ndate: y', body: '\n## Body\n', bodyLine: 5 });
  assert.is(splitFrontmatter('# No frontmatter\n'), null);
});

test.run();
