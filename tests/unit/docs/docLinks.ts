// Finds the links of the project's markdown docs that lead nowhere: a file that does not exist, or a heading its
// target does not have. Headings are matched by GitHub's anchors, so a link that works here works on the site.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One link that leads nowhere: the doc (relative to the root), its line, the target as written and why. */
export interface BrokenLink {
  doc: string;
  line: number;
  target: string;
  reason: string;
}

/** A link or image of a doc, with its line. */
interface FoundLink {
  line: number;
  target: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The doc's lines with fenced code blocks blanked, so nothing in an example counts as a heading or a link. */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split(/\r?\n/).map((line) => {
    const open = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (open && open[0] === fence[0] && open.length >= fence.length) fence = null;
      return '';
    }
    if (open) {
      fence = open;
      return '';
    }
    return line;
  });
}

/** Inline code spans removed: `[x](y)` written in backticks is an example, not a link. */
const withoutCode = (line: string): string => line.replace(/(`+)[^`]*?\1/g, '');

/** The text a heading shows: inline markdown (code marks, emphasis, links, images, tags) reduced to its words. */
function headingText(raw: string): string {
  return raw
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '$1')
    .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
    // '_' marks emphasis only at a word's edges: snake_case keeps its underscores, as GitHub's anchors do.
    .replace(/(?<![\p{L}\p{N}])__?(?=\S)(.+?)(?<=\S)__?(?![\p{L}\p{N}])/gu, '$1')
    .trim();
}

/**
 * GitHub's anchor for a heading: lower case, every character that is not a letter, a digit, a space, '-' or '_'
 * dropped, each space a '-'.
 */
export function slug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a doc offers: its headings' slugs (a repeat gets -1, -2 …) and the ids and names of its tags. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (base: string) => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  const lines = proseLines(text);
  lines.forEach((line, i) => {
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    if (atx) add(slug(atx[1] ?? ''));
    else if (/^ {0,3}(=+|-+)\s*$/.test(line) && i > 0 && isSetextText(lines[i - 1] ?? '')) add(slug(lines[i - 1] ?? ''));
    for (const tag of line.matchAll(/<a\s[^>]*?(?:id|name)=["']([^"']+)["']/gi)) anchors.add(tag[1]!);
  });
  return anchors;
}

/** A line that a following '===' or '---' turns into a heading: plain text, not a list item, a table or a quote. */
function isSetextText(line: string): boolean {
  return line.trim() !== '' && !/^\s*([-*+>|#]|\d+[.)])/.test(line);
}

/** Every link and image of a doc outside code: inline ones, reference definitions and HTML src and href. */
export function linksOf(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  proseLines(text).forEach((raw, i) => {
    const line = withoutCode(raw);
    for (const m of line.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
      found.push({ line: i + 1, target: m[1]!.replace(/^<|>$/g, '') });
    }
    // A doc may size or place a picture with HTML: its src and href count as links too.
    for (const m of line.matchAll(/<(?:img|a|source)\b[^>]*?\s(?:src|href|srcset)=["']([^"'\s]+)[^"']*["']/gi)) {
      found.push({ line: i + 1, target: m[1]! });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) found.push({ line: i + 1, target: definition[1]!.replace(/^<|>$/g, '') });
  });
  return found;
}

/** A percent-encoded part of a link read as text; a malformed one is taken as written. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** The broken links of one doc (its path relative to root). */
export function brokenLinksOf(root: string, doc: string): BrokenLink[] {
  const docPath = path.join(root, doc);
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) anchorCache.set(file, (anchors = anchorsOf(readFileSync(file, 'utf8'))));
    return anchors;
  };
  for (const { line, target } of linksOf(readFileSync(docPath, 'utf8'))) {
    if (EXTERNAL.test(target)) continue;
    const hashAt = target.indexOf('#');
    const filePart = hashAt === -1 ? target : target.slice(0, hashAt);
    const heading = hashAt === -1 ? null : decoded(target.slice(hashAt + 1));
    const pathPart = decoded(filePart.split('?')[0]!);
    // GitHub reads a leading '/' from the repository's root.
    const file = pathPart === '' ? docPath : pathPart.startsWith('/') ? path.join(root, pathPart) : path.resolve(path.dirname(docPath), pathPart);
    if (!existsSync(file)) {
      broken.push({ doc, line, target, reason: 'no such file' });
      continue;
    }
    if (heading === null || heading === '' || !file.endsWith('.md') || statSync(file).isDirectory()) continue;
    if (!anchorsIn(file).has(heading.toLowerCase())) broken.push({ doc, line, target, reason: 'no such heading' });
  }
  return broken;
}

/** README.md and every markdown file under docs/, relative to root, in a stable order. */
export function projectDocs(root: string): string[] {
  const docs = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (dir: string) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) docs.push(rel);
    }
  };
  walk('docs');
  return docs;
}

/** Every broken link of the project's docs, one line each: 'doc:line: target (reason)'. */
export function brokenLinks(root: string): string[] {
  return projectDocs(root)
    .flatMap((doc) => brokenLinksOf(root, doc))
    .map((b) => `${b.doc}:${b.line}: ${b.target} (${b.reason})`);
}
