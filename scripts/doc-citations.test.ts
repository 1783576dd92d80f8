import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Source comments cite the product rules as `docs/<file>.md#<anchor>`. The spec files they once cited
 * (portal-spec.md, decisions.md) live outside the repository, so a citation of them cannot be followed;
 * a citation of a docs/ file or heading that does not exist cannot either.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = 'scripts/doc-citations.test.ts';
const textFile = /\.(?:[cm]?[jt]sx?|json|ya?ml|md|css|html)$/;
const outsideSpec = /\b(?:portal-spec(?:\.md)?\s*§\s*\d*|portal-spec\.md|decisions\.md(?:\s+\d+)?)/;
// `docs/x.md#y`, also as a relative link (`../docs/x.md#y`), but not some other folder's docs/.
const docCitation = /(?:^|[^\w/.-])(?:\.\.\/)*(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g;
// Any other markdown file a text names: `architecture.md`, `openapi/README.md`, `../packages/api/README.md`.
const markdownMention = /(?:^|[^\w/.-])((?:\.\.?\/)*(?:[\w-]+\/)*[\w-]+\.md)\b/g;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Citation {
  file: string;
  line: number;
  problem: string;
}

/** Every citation of `source` that cannot be followed from the repository. */
export function brokenCitations(
  file: string,
  source: string,
  docAnchors: (docPath: string) => Set<string> | undefined,
  markdownExists: (mention: string, fromFile: string) => boolean = () => true,
): Citation[] {
  const broken: Citation[] = [];
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    const outside = outsideSpec.exec(text);
    if (outside) broken.push({ file, line, problem: `cites ${outside[0]}, which is not in the repository` });
    for (const [, docPath, anchor] of text.matchAll(docCitation)) {
      if (!docPath) continue;
      const anchors = docAnchors(docPath);
      if (!anchors) broken.push({ file, line, problem: `cites ${docPath}, which does not exist` });
      else if (anchor && !anchors.has(anchor))
        broken.push({ file, line, problem: `cites ${docPath}#${anchor}, which has no such heading` });
    }
    for (const [, mention] of text.matchAll(markdownMention)) {
      if (!mention || /(?:^|\/)docs\//.test(mention) || outsideSpec.test(mention)) continue;
      if (!markdownExists(mention, file))
        broken.push({ file, line, problem: `names ${mention}, which is not in the repository` });
    }
  });
  return broken;
}

function trackedAnchors(): (docPath: string) => Set<string> | undefined {
  const cache = new Map<string, Set<string> | undefined>();
  return (docPath) => {
    if (!cache.has(docPath)) {
      const full = path.join(root, docPath);
      cache.set(docPath, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : undefined);
    }
    return cache.get(docPath);
  };
}

/**
 * Whether a markdown file a text names can be found: a path from the root or from the naming file's folder,
 * or, for a bare name (`architecture.md`), a tracked file of that name.
 */
export function markdownFinder(tracked: readonly string[]): (mention: string, fromFile: string) => boolean {
  const files = new Set(tracked);
  const names = new Set(tracked.map((file) => path.posix.basename(file)));
  return (mention, fromFile) => {
    if (!mention.includes('/')) return names.has(mention);
    const fromRoot = path.posix.normalize(mention);
    const fromFolder = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), mention));
    return files.has(fromRoot) || files.has(fromFolder);
  };
}

describe('headingAnchors', () => {
  it('should compute the anchors GitHub gives headings', () => {
    const anchors = headingAnchors(
      [
        '# Product rules',
        '## Screens and routes',
        '### D9',
        '### Set password from e-mailed link',
        '## Screens and routes',
        '```',
        '# not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'product-rules',
      'screens-and-routes',
      'd9',
      'set-password-from-e-mailed-link',
      'screens-and-routes-1',
    ]);
  });

  it('should drop punctuation and inline code from a heading', () => {
    expect([...headingAnchors("## Not found (404): `/x`'s page")]).toEqual(['not-found-404-xs-page']);
  });
});

describe('brokenCitations', () => {
  const docs = (docPath: string) =>
    docPath === 'docs/rules.md' ? new Set(['d9', 'validation-rules']) : undefined;

  it('should accept a citation of an existing docs file and heading, also as a relative link', () => {
    const source = '// docs/rules.md#d9\n[rules](../docs/rules.md#validation-rules) and docs/rules.md';
    expect(brokenCitations('a.ts', source, docs)).toEqual([]);
  });

  it('should refuse citations of the spec files that are not in the repository', () => {
    const source = ['// portal-spec.md §5', '// decisions.md 9', '/* portal-spec §4 */'].join('\n');
    expect(brokenCitations('a.ts', source, docs).map((citation) => citation.line)).toEqual([1, 2, 3]);
  });

  it('should refuse a missing docs file or heading, but not a docs/ folder of another package', () => {
    const source = '// docs/gone.md#d1\n// docs/rules.md#d99\n// packages/x/docs/other.md#y';
    expect(brokenCitations('a.ts', source, docs)).toEqual([
      { file: 'a.ts', line: 1, problem: 'cites docs/gone.md, which does not exist' },
      { file: 'a.ts', line: 2, problem: 'cites docs/rules.md#d99, which has no such heading' },
    ]);
  });
});

describe('markdown files named in a text', () => {
  const exists = markdownFinder([
    'README.md',
    'docs/architecture.md',
    'openapi/README.md',
    'packages/api/README.md',
  ]);

  it('should find a bare name, a path from the root and a path from the naming file', () => {
    const source = '// architecture.md\n// openapi/README.md\n[api](../packages/api/README.md)';
    expect(brokenCitations('openapi/x.ts', source, () => new Set(), exists)).toEqual([]);
  });

  it('should refuse a markdown file that is not in the repository', () => {
    expect(brokenCitations('a.ts', '// see layout.md and openapi/GUIDE.md', () => new Set(), exists)).toEqual(
      [
        { file: 'a.ts', line: 1, problem: 'names layout.md, which is not in the repository' },
        { file: 'a.ts', line: 1, problem: 'names openapi/GUIDE.md, which is not in the repository' },
      ],
    );
  });
});

describe('citations in the tracked source files', () => {
  it('should all point at docs files and headings that exist', () => {
    const all = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const tracked = all.filter(
      (file) => textFile.test(file) && file !== thisFile && file !== 'pnpm-lock.yaml',
    );
    const anchors = trackedAnchors();
    const exists = markdownFinder(all.filter((file) => existsSync(path.join(root, file))));
    const broken = tracked
      .filter((file) => existsSync(path.join(root, file)))
      .flatMap((file) => brokenCitations(file, readFileSync(path.join(root, file), 'utf8'), anchors, exists))
      .map(({ file, line, problem }) => `${file}:${line} ${problem}`);
    expect(broken).toEqual([]);
  });
});
