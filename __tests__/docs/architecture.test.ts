// docs/architecture.md cannot drift from the code: its folder table (as GitHub renders it) names
// exactly the folders and entry points of src/, each folder may import what the import rules of
// `npm run lint` (.dependency-cruiser.mjs) allow it and nothing else, and every file it names exists.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '../../__fixtures__/github-render.js';
import { repoRoot } from '../../scripts/readme.js';

const page = readFileSync(join(repoRoot, 'docs', 'architecture.md'), 'utf8');
const { MAY_IMPORT } = (await import(
  pathToFileURL(join(repoRoot, '.dependency-cruiser.mjs')).href
)) as { MAY_IMPORT: Record<string, readonly string[]> };

const src = readdirSync(join(repoRoot, 'src'), { withFileTypes: true });
const srcFolders = src.filter((e) => e.isDirectory()).map((e) => e.name);
const entryPoints = src.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => e.name);

/** The folder table's rows as a person reads them: first cell → last cell. */
function folderTable(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const table of render(page).root.querySelectorAll('table')) {
    const head = table.querySelectorAll('th').map((th) => th.textContent.trim());
    if (head[0] !== 'folder') continue;
    for (const row of table.querySelectorAll('tbody tr')) {
      const cells = row.querySelectorAll('td').map((td) => td.textContent.trim());
      rows.set(cells[0] ?? '', cells[cells.length - 1] ?? '');
    }
  }
  return rows;
}

/** `round/, settings/, common/` → the folder names; `only itself` → none; `every folder` → all. */
function folderList(cell: string): string[] {
  if (cell === 'every folder') return Object.keys(MAY_IMPORT);
  if (cell === 'only itself') return [];
  return cell.split(/,\s*/).map((f) => f.replace(/\/$/, ''));
}

/** The folders the table of kinds names (its `folder` column: `kinds/<name>/`). */
function kindsTable(): string[] {
  const folders: string[] = [];
  for (const table of render(page).root.querySelectorAll('table')) {
    const head = table.querySelectorAll('th').map((th) => th.textContent.trim());
    if (head[0] !== 'kind') continue;
    for (const row of table.querySelectorAll('tbody tr')) {
      const cell = row.querySelectorAll('td')[1]?.textContent.trim() ?? '';
      folders.push(cell.replace(/^kinds\//, '').replace(/\/$/, ''));
    }
  }
  return folders;
}

describe('docs/architecture.md', () => {
  test('its table of kinds names every folder of src/kinds/, and nothing else', () => {
    const kinds = readdirSync(join(repoRoot, 'src', 'kinds'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(kindsTable().sort()).toEqual(kinds.sort());
  });

  test('its folder table names every folder of src/ and the entry points, and nothing else', () => {
    const rows = folderTable();
    const folders = [...rows.keys()].filter((name) => name.endsWith('/'));
    expect(folders.map((f) => f.replace(/\/$/, '')).sort()).toEqual([...srcFolders].sort());
    const entries = [...rows.keys()].filter((name) => !name.endsWith('/'));
    expect(entries).toHaveLength(1);
    expect((entries[0] ?? '').split(/,\s*/).sort()).toEqual([...entryPoints].sort());
  });

  test('the import rules of npm run lint cover the same folders as src/', () => {
    expect(Object.keys(MAY_IMPORT).sort()).toEqual([...srcFolders].sort());
  });

  test('each folder may import, by the table, what the import rules allow it', () => {
    for (const [name, cell] of folderTable()) {
      if (!name.endsWith('/')) {
        expect(cell).toBe('every folder');
        continue;
      }
      const folder = name.replace(/\/$/, '');
      expect({ folder, mayImport: folderList(cell).sort() }).toEqual({
        folder,
        mayImport: [...(MAY_IMPORT[folder] ?? ['(not in .dependency-cruiser.mjs)'])].sort(),
      });
    }
  });

  test('every file of the project it names exists', () => {
    const named = new Set(
      [...page.matchAll(/`([\w./-]+\.(?:ts|mjs|md|yml))`/g)].map((m) => m[1] ?? ''),
    );
    expect(named.size).toBeGreaterThan(10);
    const missing = [...named].filter(
      (path) => !existsSync(join(repoRoot, path)) && !existsSync(join(repoRoot, 'src', path)),
    );
    expect(missing).toEqual([]);
  });

  test('every relative link points at a file that exists', () => {
    const links = render(page)
      .links.map((link) => link.href)
      .filter((href) => !/^(https?:|#)/.test(href));
    const missing = links.filter((href) => !existsSync(join(repoRoot, 'docs', href)));
    expect(missing).toEqual([]);
  });
});
