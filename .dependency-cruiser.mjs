// The direction of imports in src/ (npm run lint; docs/architecture.md explains the folders).
// A folder imports only the folders below it, and itself; the entry points (src/*.ts) import any
// folder and are imported by none; nothing imports in a loop. Each folder's list below is the
// whole of what it may import: a new folder is refused until it has a line here and a row in
// docs/architecture.md (__tests__/docs/architecture.test.ts checks that the two agree).
export const MAY_IMPORT = {
  kinds: ['steps', 'report', 'job', 'round', 'settings', 'github', 'service', 'common'],
  steps: ['report', 'job', 'round', 'settings', 'github', 'service', 'common'],
  report: ['round', 'settings', 'github', 'service', 'common'],
  job: ['round', 'settings', 'github', 'service', 'common'],
  round: ['settings', 'github', 'service', 'common'],
  settings: ['github', 'service', 'common'],
  github: ['common'],
  service: ['common'],
  common: [],
};
const FOLDERS = Object.keys(MAY_IMPORT);

const folderOnly = (folder) => `^src/${folder}/`;
const anyOf = (folders) => `^src/(${folders.join('|')})/`;
const folderList = (folders) =>
  folders.length === 0 ? 'no other folder' : folders.map((f) => `${f}/`).join(', ');

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...FOLDERS.map((folder) => ({
      name: `${folder}-imports-only-below`,
      severity: 'error',
      comment: `src/${folder}/ may import only ${folderList(MAY_IMPORT[folder])} and itself (docs/architecture.md)`,
      from: { path: folderOnly(folder) },
      to: { path: '^src/', pathNot: anyOf([folder, ...MAY_IMPORT[folder]]) },
    })),
    {
      name: 'a-kind-imports-no-other-kind',
      severity: 'error',
      comment:
        'each kind of round is whole in its folder of src/kinds/: what two kinds share belongs in src/steps/ or below (docs/architecture.md)',
      from: { path: '^src/kinds/([^/]+)/' },
      to: { path: '^src/kinds/', pathNot: '^src/kinds/$1/' },
    },
    {
      name: 'no-import-of-an-entry-point',
      severity: 'error',
      comment:
        'the entry points (src/index.ts, src/main.ts, src/post.ts) are the top: no folder imports them',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+$' },
    },
    {
      name: 'folder-not-in-the-table',
      severity: 'error',
      comment:
        'a folder of src/ that has no line in .dependency-cruiser.mjs (MAY_IMPORT) and no row in docs/architecture.md',
      from: { path: '^src/[^/]+/', pathNot: anyOf(FOLDERS) },
      to: {},
    },
    {
      name: 'folder-not-in-the-table',
      severity: 'error',
      comment:
        'a folder of src/ that has no line in .dependency-cruiser.mjs (MAY_IMPORT) and no row in docs/architecture.md',
      from: {},
      to: { path: '^src/[^/]+/', pathNot: anyOf(FOLDERS) },
    },
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'modules that import each other in a loop, directly or through others',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    // `import type` counts: a type that points upward ties the folders together as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
