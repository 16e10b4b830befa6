// @vitest-environment node
// Every link of README.md and docs/**/*.md leads somewhere: the file exists, and so does the heading it names.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, slug } from './docLinks';

const root = path.resolve(import.meta.dirname, '../../..');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** Fails naming every broken link of the docs under dir, one a line. */
function expectNoBrokenLinks(dir: string): void {
  const broken = brokenLinks(dir);
  expect(broken, `Broken links in the docs:\n${broken.join('\n')}\n`).toEqual([]);
}

describe("the project's docs", () => {
  it('link only to files and headings that exist', () => {
    expectNoBrokenLinks(root);
  });
});

describe('GitHub anchors', () => {
  it('lower-case the words, drop punctuation but - and _, and make each space a -', () => {
    expect(slug('The two commands')).toBe('the-two-commands');
    expect(slug('Orders: send, post and pack (`src/plugins/orders`)')).toBe('orders-send-post-and-pack-srcpluginsorders');
    expect(slug('Demo accounts (password `demo`)')).toBe('demo-accounts-password-demo');
    expect(slug("Where the spec says \"not shown\" — and why")).toBe('where-the-spec-says-not-shown--and-why');
    expect(slug('**Bold** and [a link](x.md) in snake_case')).toBe('bold-and-a-link-in-snake_case');
    expect(slug('Ngày và giờ')).toBe('ngày-và-giờ');
  });

  it('number a repeated heading -1, -2 and skip headings inside code', () => {
    const anchors = anchorsOf(['# Bench', '## Runs', '## Runs', '```', '## Runs', '```', '### Runs', 'Setext', '---'].join('\n'));
    expect([...anchors]).toEqual(['bench', 'runs', 'runs-1', 'runs-2', 'setext']);
  });
});

describe('a broken link', () => {
  const fixture = () =>
    tree({
      'README.md': [
        '# Portal',
        '## The two commands',
        'See [operators](docs/operators.md), [a flow](docs/operators.md#send-parcels) and [commands](#the-two-commands).',
        '![home](docs/img/home.png) and [gone](docs/admins.md).',
        '[no heading](docs/operators.md#collect) and [no heading here](#nowhere).',
        'Not links: `[x](missing.md)`, [web](https://example.org/x.md), [mail](mailto:a@b.c).',
        '```md',
        '[in a code block](missing.md)',
        '```',
        '[ref]: docs/missing-ref.md',
        '<p><img src="docs/img/home.png" width="200"> <img src="docs/img/nope.png" alt="x"></p>',
      ].join('\n'),
      'docs/operators.md': ['# Operators', '## Send parcels', '![shot](img/send.png) [back](../README.md#portal)', '[up](../README.md#the-two-command)'].join('\n'),
      'docs/img/send.png': 'png',
      'docs/img/home.png': 'png',
    });

  it('is reported with its doc, line and target, every one of them', () => {
    expect(brokenLinks(fixture())).toEqual([
      'README.md:4: docs/admins.md (no such file)',
      'README.md:5: docs/operators.md#collect (no such heading)',
      'README.md:5: #nowhere (no such heading)',
      'README.md:10: docs/missing-ref.md (no such file)',
      'README.md:11: docs/img/nope.png (no such file)',
      'docs/operators.md:4: ../README.md#the-two-command (no such heading)',
    ]);
  });

  it('makes the docs test fail', () => {
    const dir = fixture();
    expect(() => expectNoBrokenLinks(dir)).toThrow('README.md:4: docs/admins.md (no such file)\n');
    expect(() => expectNoBrokenLinks(dir)).toThrow('docs/operators.md:4: ../README.md#the-two-command (no such heading)\n');
  });

  it('is not reported once it is mended', () => {
    const dir = fixture();
    writeFileSync(path.join(dir, 'docs/admins.md'), '# Admins\n');
    expect(brokenLinks(dir)).not.toContain('README.md:4: docs/admins.md (no such file)');
  });
});
