// `npm run release -- 1.2.3`: cuts release v1.2.3 from a clean checkout of the branch to release.
//
// It refuses, changing nothing, when:
//   - the working tree has uncommitted changes or untracked files (the release would not be
//     the commit that was checked);
//   - the version is not MAJOR.MINOR.PATCH, is not above package.json's, or its tag exists
//     here or on the remote;
//   - CHANGELOG.md has nothing to release (an empty [Unreleased] and no section for the version);
//   - dist/ is stale: a fresh `npm run build` differs from the committed bundle;
//   - CI is red: `bash .ci/run` (what CI runs on a clean clone) fails on this very tree.
//
// Then it moves [Unreleased] to `## [1.2.3] - <date>` in CHANGELOG.md (or dates a section written
// beforehand), sets the version in package.json and package-lock.json, writes the README's release
// line (<!-- generated:release -->, scripts/readme.ts) from the new changelog, rebuilds dist/ (the
// bundle carries the version in its User-Agent), commits "Release v1.2.3", tags v1.2.3, moves the
// major tag v1 to it, and pushes the branch and both tags. Nothing is called released before that
// commit: CHANGELOG.md has no dated section, and the README says to pin a commit. Publishing the
// GitHub release from the tag is the one step left to a person (CONTRIBUTING.md, Releasing).
//
// Options: --date YYYY-MM-DD (default today, UTC), --remote NAME (default origin), --no-push,
// --build-command CMD and --ci-command CMD (defaults `npm run build` and `bash .ci/run`; the test
// of this script gives cheap stand-ins, the refusal logic around them is the same).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { withReleaseStatus } from './readme.js';

export interface ReleaseOptions {
  /** The repository's working tree. */
  cwd: string;
  /** MAJOR.MINOR.PATCH, without the `v`. */
  version: string;
  /** The date written into CHANGELOG.md, YYYY-MM-DD. */
  date: string;
  remote?: string;
  push?: boolean;
  buildCommand?: string;
  ciCommand?: string;
  /** Where progress lines go; default console.log. */
  log?: (line: string) => void;
}

export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** Compares two MAJOR.MINOR.PATCH versions: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * CHANGELOG.md with the release's section in place: [Unreleased]'s entries moved under
 * `## [version] - date`, or an existing section for the version dated; [Unreleased] left empty;
 * the link references at the bottom updated. Throws ReleaseRefused when there is nothing to release.
 */
export function cutChangelog(text: string, version: string, date: string): string {
  const unreleased = /^## \[Unreleased\][^\n]*\n([\s\S]*?)(?=^## \[|^\[[^\]]+\]: |(?![\s\S]))/m;
  const match = unreleased.exec(text);
  if (!match) throw new ReleaseRefused('CHANGELOG.md has no "## [Unreleased]" section');
  const pending = (match[1] ?? '').trim();
  const escaped = version.replace(/\./g, '\\.');
  const existing = new RegExp(`^## \\[${escaped}\\][^\\n]*$`, 'm');
  let next: string;
  if (existing.test(text)) {
    if (pending !== '') {
      throw new ReleaseRefused(
        `CHANGELOG.md has entries under [Unreleased] and a section for ${version} already: move them into one`,
      );
    }
    next = text.replace(existing, `## [${version}] - ${date}`);
  } else {
    if (pending === '') {
      throw new ReleaseRefused(
        `CHANGELOG.md has nothing under [Unreleased]: write what ${version} changes first`,
      );
    }
    next = text.replace(match[0], `## [Unreleased]\n\n## [${version}] - ${date}\n\n${pending}\n\n`);
  }
  return updateLinks(next, version);
}

function updateLinks(text: string, version: string): string {
  const unreleasedLink = /^\[Unreleased\]: (https:\/\/github\.com\/[^/\s]+\/[^/\s]+)\/\S*$/m;
  const match = unreleasedLink.exec(text);
  if (!match) return text;
  const base = match[1] ?? '';
  const versionLink = `[${version}]: ${base}/releases/tag/v${version}`;
  let next = text.replace(match[0], `[Unreleased]: ${base}/compare/v${version}...HEAD`);
  const existing = new RegExp(`^\\[${version.replace(/\./g, '\\.')}\\]: .*$`, 'm');
  if (existing.test(next)) next = next.replace(existing, versionLink);
  else
    next = next.replace(
      `[Unreleased]: ${base}/compare/v${version}...HEAD`,
      `[Unreleased]: ${base}/compare/v${version}...HEAD\n${versionLink}`,
    );
  return next;
}

/** package.json or package-lock.json text with the project's own version set. */
export function setPackageVersion(text: string, version: string, lockfile: boolean): string {
  const json = JSON.parse(text) as {
    version?: string;
    packages?: Record<string, { version?: string }>;
  };
  json.version = version;
  const root = json.packages?.[''];
  if (lockfile && root) root.version = version;
  return `${JSON.stringify(json, null, 2)}\n`;
}

export function release(options: ReleaseOptions): { tag: string; major: string; commit: string } {
  const { cwd, version, date } = options;
  const remote = options.remote ?? 'origin';
  const log = options.log ?? ((line: string) => console.log(line));
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const shell = (what: string, command: string): void => {
    log(`release: ${what}: ${command}`);
    const result = spawnSync(command, {
      cwd,
      shell: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) {
      throw new ReleaseRefused(
        `${what} failed (${command} exited ${String(result.status ?? result.signal)}): nothing was released`,
      );
    }
  };

  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new ReleaseRefused(`"${date}" is not a date YYYY-MM-DD`);
  if (!SEMVER.test(version)) {
    throw new ReleaseRefused(`"${version}" is not a version MAJOR.MINOR.PATCH (like 1.2.3)`);
  }
  const tag = `v${version}`;
  const major = `v${version.split('.')[0] ?? ''}`;

  const dirty = git('status', '--porcelain');
  if (dirty !== '') {
    throw new ReleaseRefused(`the working tree has changes; commit or stash them first:\n${dirty}`);
  }
  const current = (
    JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { version: string }
  ).version;
  if (compareVersions(version, current) <= 0) {
    throw new ReleaseRefused(`${version} is not above the current version ${current}`);
  }
  if (git('tag', '--list', tag) !== '') throw new ReleaseRefused(`the tag ${tag} exists already`);
  if (options.push !== false && git('ls-remote', '--tags', remote, `refs/tags/${tag}`) !== '') {
    throw new ReleaseRefused(`the tag ${tag} exists already on ${remote}`);
  }
  const changelogPath = join(cwd, 'CHANGELOG.md');
  const changelog = cutChangelog(readFileSync(changelogPath, 'utf8'), version, date);

  const build = options.buildCommand ?? 'npm run build';
  shell('build', build);
  const stale = git('status', '--porcelain', '--', 'dist');
  if (stale !== '') {
    git('checkout', '--', 'dist');
    git('clean', '-fdq', '--', 'dist');
    throw new ReleaseRefused(
      `dist/ is stale: a fresh build differs from the committed bundle; run the build and commit dist/ first:\n${stale}`,
    );
  }
  shell('CI', options.ciCommand ?? 'bash .ci/run');
  const after = git('status', '--porcelain');
  if (after !== '') {
    throw new ReleaseRefused(`CI changed tracked files; commit or revert them first:\n${after}`);
  }

  writeFileSync(changelogPath, changelog);
  const readmePath = join(cwd, 'README.md');
  if (existsSync(readmePath)) {
    writeFileSync(readmePath, withReleaseStatus(readFileSync(readmePath, 'utf8'), changelog));
  }
  for (const [file, lockfile] of [
    ['package.json', false],
    ['package-lock.json', true],
  ] as const) {
    const path = join(cwd, file);
    if (existsSync(path)) {
      writeFileSync(path, setPackageVersion(readFileSync(path, 'utf8'), version, lockfile));
    }
  }
  shell('build with the new version', build);
  const released = ['CHANGELOG.md', 'README.md', 'package.json', 'package-lock.json', 'dist'];
  git('add', '--all', '--', ...released.filter((path) => existsSync(join(cwd, path))));
  git('commit', '--quiet', '--message', `Release ${tag}`);
  git('tag', '--annotate', tag, '--message', `Release ${tag}`);
  git('tag', '--force', '--annotate', major, '--message', `${major} → ${tag}`, `${tag}^{commit}`);
  const commit = git('rev-parse', 'HEAD');
  log(`release: tagged ${tag} and moved ${major} to ${commit}`);
  if (options.push !== false) {
    const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
    git('push', '--quiet', remote, `HEAD:refs/heads/${branch}`);
    git('push', '--quiet', remote, `refs/tags/${tag}`);
    git('push', '--quiet', '--force', remote, `refs/tags/${major}`);
    log(`release: pushed ${branch}, ${tag} and ${major} to ${remote}`);
  }
  return { tag, major, commit };
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      date: { type: 'string' },
      remote: { type: 'string' },
      'no-push': { type: 'boolean' },
      'build-command': { type: 'string' },
      'ci-command': { type: 'string' },
    },
  });
  const [version] = positionals;
  if (!version || positionals.length > 1) {
    console.error('usage: npm run release -- MAJOR.MINOR.PATCH [--date YYYY-MM-DD] [--no-push]');
    return 2;
  }
  try {
    const { tag } = release({
      cwd: process.cwd(),
      version,
      date: values.date ?? new Date().toISOString().slice(0, 10),
      remote: values.remote,
      push: !values['no-push'],
      buildCommand: values['build-command'],
      ciCommand: values['ci-command'],
    });
    console.log(
      `release: now publish the GitHub release for ${tag} from its tag, with its CHANGELOG.md section as the notes`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ReleaseRefused) {
      console.error(`release refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main();
}
