// The release script (scripts/release.ts) against real git: a project in a temp directory whose
// `origin` is a local bare repository. The build and CI commands are cheap stand-ins (a build
// that writes dist/ from package.json's version; `true` or `false` for CI); what the script does
// around them (the stale-dist check, the refusals, the changelog, the tags, the push) is real.
import { afterEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compareVersions,
  cutChangelog,
  release,
  ReleaseRefused,
  setPackageVersion,
  type ReleaseOptions,
} from '../../scripts/release.js';
import { releaseStatus } from '../../scripts/readme.js';

const CHANGELOG = `# Changelog

Intro.

## [Unreleased]

### Added

- Something new.

## [0.1.0] - 2026-01-02

- The first one.

[Unreleased]: https://github.com/OWNER/agent-job-action/compare/v0.1.0...HEAD
[0.1.0]: https://github.com/OWNER/agent-job-action/releases/tag/v0.1.0
`;

// Writes dist/index.js from package.json's version, as ncc bundles the version into the action.
const BUILD = `node -e "const v=require('./package.json').version;require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/index.js','// agent-job-action '+v+'\\\\n')"`;

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** A committed project at 0.1.0 with an up-to-date dist/, pushed to a bare `origin`. */
function project(): { work: string; remote: string } {
  const root = mkdtempSync(join(tmpdir(), 'release-test-'));
  temps.push(root);
  const remote = join(root, 'remote.git');
  const work = join(root, 'work');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  mkdirSync(work);
  git(work, 'init', '--quiet', '--initial-branch=main');
  git(work, 'config', 'user.name', 'Release Test');
  git(work, 'config', 'user.email', 'release-test@example.invalid');
  git(work, 'config', 'commit.gpgsign', 'false');
  git(work, 'config', 'tag.gpgsign', 'false');
  git(work, 'remote', 'add', 'origin', remote);
  writeFileSync(join(work, 'package.json'), '{\n  "name": "x",\n  "version": "0.1.0"\n}\n');
  writeFileSync(
    join(work, 'package-lock.json'),
    '{\n  "name": "x",\n  "version": "0.1.0",\n  "packages": {\n    "": {\n      "name": "x",\n      "version": "0.1.0"\n    }\n  }\n}\n',
  );
  writeFileSync(join(work, 'CHANGELOG.md'), CHANGELOG);
  mkdirSync(join(work, 'dist'));
  writeFileSync(join(work, 'dist', 'index.js'), '// agent-job-action 0.1.0\n');
  git(work, 'add', '--all');
  git(work, 'commit', '--quiet', '-m', 'start');
  git(work, 'tag', '--annotate', 'v0.1.0', '-m', 'v0.1.0');
  git(work, 'tag', '--annotate', 'v0', '-m', 'v0');
  git(work, 'push', '--quiet', 'origin', 'main', '--tags');
  return { work, remote };
}

function run(work: string, overrides: Partial<ReleaseOptions> = {}) {
  return release({
    cwd: work,
    version: '1.0.0',
    date: '2026-11-25',
    buildCommand: BUILD,
    ciCommand: 'true',
    log: () => undefined,
    ...overrides,
  });
}

function expectRefused(work: string, overrides: Partial<ReleaseOptions>, message: RegExp): void {
  const head = git(work, 'rev-parse', 'HEAD');
  const tags = git(work, 'tag', '--list');
  let thrown: unknown;
  try {
    run(work, overrides);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ReleaseRefused);
  expect((thrown as Error).message).toMatch(message);
  // Nothing changed: no commit, no tag, no file.
  expect(git(work, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(work, 'tag', '--list')).toBe(tags);
}

describe('a release against a local bare repository', () => {
  test('commits the bump, tags v1.0.0, moves v1 and pushes both', () => {
    const { work, remote } = project();
    const { tag, major, commit } = run(work);
    expect([tag, major]).toEqual(['v1.0.0', 'v1']);

    expect(git(remote, 'rev-parse', 'refs/heads/main')).toBe(commit);
    expect(git(remote, 'rev-parse', 'v1.0.0^{commit}')).toBe(commit);
    expect(git(remote, 'rev-parse', 'v1^{commit}')).toBe(commit);
    expect(git(remote, 'cat-file', '-t', 'v1.0.0')).toBe('tag');
    expect(git(work, 'log', '-1', '--format=%s')).toBe('Release v1.0.0');
    expect(git(work, 'status', '--porcelain')).toBe('');

    const changelog = readFileSync(join(work, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(
      '## [Unreleased]\n\n## [1.0.0] - 2026-11-25\n\n### Added\n\n- Something new.\n\n## [0.1.0]',
    );
    expect(changelog).toContain(
      '[Unreleased]: https://github.com/OWNER/agent-job-action/compare/v1.0.0...HEAD\n' +
        '[1.0.0]: https://github.com/OWNER/agent-job-action/releases/tag/v1.0.0\n',
    );
    expect(JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'))).toMatchObject({
      version: '1.0.0',
    });
    const lock = JSON.parse(readFileSync(join(work, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { version: string }>;
    };
    expect([lock.version, lock.packages['']?.version]).toEqual(['1.0.0', '1.0.0']);
    // The bundle was rebuilt with the new version and committed with it.
    expect(git(work, 'show', 'v1.0.0:dist/index.js')).toBe('// agent-job-action 1.0.0');
  });

  test('a second release in the same major moves v1 from the first to the second', () => {
    const { work, remote } = project();
    const first = run(work).commit;
    writeFileSync(
      join(work, 'CHANGELOG.md'),
      readFileSync(join(work, 'CHANGELOG.md'), 'utf8').replace(
        '## [Unreleased]\n',
        '## [Unreleased]\n\n### Fixed\n\n- A fix.\n',
      ),
    );
    git(work, 'commit', '--quiet', '-am', 'a fix');
    const second = run(work, { version: '1.0.1', date: '2026-12-01' }).commit;
    expect(second).not.toBe(first);
    expect(git(remote, 'rev-parse', 'v1^{commit}')).toBe(second);
    expect(git(remote, 'rev-parse', 'v1.0.0^{commit}')).toBe(first);
    expect(git(remote, 'rev-parse', 'v1.0.1^{commit}')).toBe(second);
    expect(git(remote, 'rev-parse', 'v0^{commit}')).not.toBe(second);
  });

  test('dates a section written beforehand instead of asking for [Unreleased] entries', () => {
    const { work } = project();
    writeFileSync(
      join(work, 'CHANGELOG.md'),
      CHANGELOG.replace('## [Unreleased]\n', '## [Unreleased]\n\n## [1.0.0] - 2026-11-20\n'),
    );
    git(work, 'commit', '--quiet', '-am', 'changelog for 1.0.0 written ahead');
    run(work);
    const changelog = readFileSync(join(work, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain('## [Unreleased]\n\n## [1.0.0] - 2026-11-25\n\n### Added');
    expect(changelog.match(/## \[1\.0\.0\]/g)).toHaveLength(1);
  });
});

describe('the first release', () => {
  // Before it, nothing is called released: CHANGELOG.md has only [Unreleased] (its link names
  // main's commits), package.json has a version below the first release, no tag exists, and the
  // README's release line says to pin a commit.
  const FIRST = `# Changelog

## [Unreleased]

### Added

- The action.

[Unreleased]: https://github.com/OWNER/agent-job-action/commits/main
`;
  const README = `# x

<!-- generated:release -->

${releaseStatus(FIRST)}

<!-- /generated:release -->

The rest.
`;

  test('dates the changelog, links the tag, and turns the README from "pin a commit" to the release', () => {
    const { work, remote } = project();
    for (const tag of ['v0.1.0', 'v0']) {
      git(work, 'tag', '--delete', tag);
      git(work, 'push', '--quiet', 'origin', `:refs/tags/${tag}`);
    }
    writeFileSync(join(work, 'CHANGELOG.md'), FIRST);
    writeFileSync(join(work, 'README.md'), README);
    git(work, 'add', '--all');
    git(work, 'commit', '--quiet', '-m', 'nothing released yet');
    expect(README).toContain('**No version is released yet**');

    const { commit } = run(work);
    const changelog = readFileSync(join(work, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toBe(`# Changelog

## [Unreleased]

## [1.0.0] - 2026-11-25

### Added

- The action.

[Unreleased]: https://github.com/OWNER/agent-job-action/compare/v1.0.0...HEAD
[1.0.0]: https://github.com/OWNER/agent-job-action/releases/tag/v1.0.0
`);
    // The README's line is committed with the release, and says what the tags now are.
    const readme = git(work, 'show', 'v1.0.0:README.md');
    expect(readme).not.toContain('No version is released yet');
    expect(readme).toContain(
      '<!-- generated:release -->\n\n**Latest release: v1.0.0** (2026-11-25; see [CHANGELOG.md](CHANGELOG.md)). `@v1` points at it.\n\n<!-- /generated:release -->\n\nThe rest.',
    );
    expect(git(remote, 'tag', '--list')).toBe('v1\nv1.0.0');
    expect(git(remote, 'rev-parse', 'v1^{commit}')).toBe(commit);
  });
});

describe('the release refuses and changes nothing', () => {
  test('when dist/ is stale (a fresh build differs from the committed bundle)', () => {
    const { work } = project();
    writeFileSync(join(work, 'dist', 'index.js'), '// an old build\n');
    git(work, 'commit', '--quiet', '-am', 'src changed, dist not rebuilt');
    expectRefused(work, {}, /dist\/ is stale/);
    // The fresh build it made to compare is thrown away again.
    expect(readFileSync(join(work, 'dist', 'index.js'), 'utf8')).toBe('// an old build\n');
    expect(git(work, 'status', '--porcelain')).toBe('');
  });

  test('when a fresh build adds a file dist/ does not have', () => {
    const { work } = project();
    expectRefused(
      work,
      { buildCommand: `${BUILD} && node -e "require('fs').writeFileSync('dist/extra.js','')"` },
      /dist\/ is stale/,
    );
    expect(git(work, 'status', '--porcelain')).toBe('');
  });

  test('when CI is red', () => {
    const { work } = project();
    expectRefused(work, { ciCommand: 'exit 3' }, /CI failed \(exit 3 exited 3\)/);
    expect(readFileSync(join(work, 'CHANGELOG.md'), 'utf8')).toBe(CHANGELOG);
  });

  test('when the working tree is dirty, or has an untracked file', () => {
    const { work } = project();
    writeFileSync(join(work, 'CHANGELOG.md'), `${CHANGELOG}\nedited\n`);
    expectRefused(work, {}, /working tree has changes/);
    git(work, 'checkout', '--', 'CHANGELOG.md');
    writeFileSync(join(work, 'notes.txt'), 'x');
    expectRefused(work, {}, /working tree has changes/);
  });

  test('when the tag exists already, here or on the remote', () => {
    const { work } = project();
    git(work, 'tag', 'v1.0.0');
    expectRefused(work, {}, /tag v1\.0\.0 exists already$/);
    git(work, 'push', '--quiet', 'origin', 'v1.0.0');
    git(work, 'tag', '--delete', 'v1.0.0');
    expectRefused(work, {}, /tag v1\.0\.0 exists already on origin/);
  });

  test('when the version is not a version, or not above the current one', () => {
    const { work } = project();
    expectRefused(work, { version: 'v1.0.0' }, /not a version/);
    expectRefused(work, { version: '1.0' }, /not a version/);
    expectRefused(work, { version: '0.1.0' }, /not above the current version 0\.1\.0/);
    expectRefused(work, { version: '0.0.9' }, /not above/);
  });

  test('when CHANGELOG.md has nothing to release', () => {
    const { work } = project();
    writeFileSync(
      join(work, 'CHANGELOG.md'),
      CHANGELOG.replace('### Added\n\n- Something new.\n\n', ''),
    );
    git(work, 'commit', '--quiet', '-am', 'empty unreleased');
    expectRefused(work, {}, /nothing under \[Unreleased\]/);
  });
});

describe('the pieces', () => {
  test('versions compare by number, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.1.0', '1.0.0')).toBeLessThan(0);
  });

  test('entries under [Unreleased] and a section for the version at once are refused', () => {
    const both = CHANGELOG.replace('## [0.1.0]', '## [1.0.0] - 2026-11-20\n\n- x\n\n## [0.1.0]');
    expect(() => cutChangelog(both, '1.0.0', '2026-11-25')).toThrow(/move them into one/);
  });

  test('package-lock.json gets the version at the top and on its root package only', () => {
    const lock = JSON.stringify({
      version: '0.1.0',
      packages: { '': { version: '0.1.0' }, 'node_modules/a': { version: '0.1.0' } },
    });
    const next = JSON.parse(setPackageVersion(lock, '1.0.0', true)) as {
      packages: Record<string, { version: string }>;
    };
    expect(next.packages['']?.version).toBe('1.0.0');
    expect(next.packages['node_modules/a']?.version).toBe('0.1.0');
  });
});
