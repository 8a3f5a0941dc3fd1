/**
 * Code, tests and docs cite what decided something by a name the repository holds: a decision record
 * (docs/decisions/NNN-*.md, "decision NNN") or a product decision (docs/product-decisions.md, "PD9"). An issue
 * number means nothing to a reader of the repository, so none is written; where no record holds the reason, the
 * comment says it in words. The decision records themselves keep their history as written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'functions', 'tests', 'db', 'bench', 'docs'];
const FILES = ['README.md'];
/** Decision records and migrations are history: kept as written (a migration's text is what ran). */
const SKIPPED = new Set(['node_modules', 'docs/decisions', 'db/migrations']);
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|astro|sql|css|md)$/;
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;

function textFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (SKIPPED.has(entry.name) || SKIPPED.has(relative)) return [];
    if (entry.isDirectory()) return textFiles(relative);
    return entry.isFile() && TEXT.test(entry.name) ? [relative] : [];
  });
}

describe('citations', () => {
  it('no file cites an issue number: a decision record, a PD or words instead', () => {
    const hits = [...FOLDERS.flatMap(textFiles), ...FILES].flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits, `cite "decision NNN", "PDn" or say it in words:\n${hits.join('\n')}`).toEqual([]);
  });
});
