// Event payloads GitHub actually sent, from @octokit/webhooks-examples (api.github.com), for the
// end-to-end tests. A test takes a deep copy of a real payload and edits only the fields its
// trigger needs, each edit named by its path in the payload at the call site:
//
//   realEvent('issues', 'labeled', { 'label.name': 'agent' })   // edited: the label's name
//
// An edit may only change a field the real payload has (with a value of the same JSON type), so a
// test cannot invent a field GitHub never sends. The payloads are about Codertocat/Hello-World
// (octo-org/octo-repo for workflow_dispatch); the action reads the repository from
// GITHUB_REPOSITORY, never from the payload, so the tests leave that as GitHub sent it.
import { createRequire } from 'node:module';

interface ExampleSet {
  name: string;
  examples: Array<Record<string, unknown>>;
}

const require = createRequire(import.meta.url);
const exampleSets = require('@octokit/webhooks-examples') as ExampleSet[];

/** The author associations GitHub writes on a comment. */
export type AuthorAssociation =
  | 'OWNER'
  | 'MEMBER'
  | 'COLLABORATOR'
  | 'CONTRIBUTOR'
  | 'FIRST_TIME_CONTRIBUTOR'
  | 'FIRST_TIMER'
  | 'MANNEQUIN'
  | 'NONE';

/** The fields a trigger needs, by their path in the payload, with the type GitHub gives them. */
interface EditableFields {
  'label.name': string;
  'comment.id': number;
  'comment.body': string;
  'comment.html_url': string;
  'comment.author_association': AuthorAssociation;
  'comment.user.login': string;
  'comment.user.type': 'User' | 'Bot';
  'sender.login': string;
  'sender.type': 'User' | 'Bot';
  'issue.number': number;
  'issue.title': string;
  'issue.body': string | null;
  'issue.html_url': string;
  number: number;
  'pull_request.number': number;
  'pull_request.title': string;
  'pull_request.body': string | null;
  'pull_request.html_url': string;
  'pull_request.merged': boolean;
  'pull_request.merged_at': string | null;
  'pull_request.head.sha': string;
  'pull_request.changed_files': number;
  before: string;
  after: string;
}

export type PayloadEdits = Partial<EditableFields>;

export type Payload = Record<string, unknown>;

export interface RealEventOptions {
  /**
   * For `issue_comment`: the item commented on. No real example of a comment on a pull request
   * exists, so `pull_request` puts into the real comment payload the real issue object of pull
   * request #2 (from the `issues` milestoned example, which carries `issue.pull_request`).
   */
  on?: 'issue' | 'pull_request';
}

/**
 * A deep copy of the first real payload of `event` with this `action` (none for workflow_dispatch
 * and push), with `edits` applied. Throws when the package has no such example.
 */
export function realPayload(
  event: string,
  action?: string,
  edits: PayloadEdits = {},
  options: RealEventOptions = {},
): Payload {
  const payload = structuredClone(example(event, action));
  if (options.on === 'pull_request') {
    if (event !== 'issue_comment') {
      throw new Error(`on: 'pull_request' is for issue_comment events, not ${event}`);
    }
    const milestoned = example('issues', 'milestoned', (p) => hasPullRequest(p.issue));
    payload.issue = structuredClone(milestoned.issue);
  }
  for (const [path, value] of Object.entries(edits)) edit(payload, path, value, event, action);
  return payload;
}

/** realPayload as the `{ name, payload }` event that runAction takes. */
export function realEvent(
  event: string,
  action?: string,
  edits: PayloadEdits = {},
  options: RealEventOptions = {},
): { name: string; payload: Payload } {
  return { name: event, payload: realPayload(event, action, edits, options) };
}

function example(
  event: string,
  action: string | undefined,
  also: (payload: Payload) => boolean = (p) => !hasPullRequest(p.issue),
): Payload {
  const set = exampleSets.find((s) => s.name === event);
  if (!set) {
    throw new Error(
      `@octokit/webhooks-examples has no "${event}" event; only a hand-made payload can stand in for it`,
    );
  }
  const found = set.examples.find((p) => p.action === action && also(p));
  if (!found) {
    const actions = [...new Set(set.examples.map((p) => String(p.action ?? '(none)')))];
    throw new Error(
      `@octokit/webhooks-examples has no "${event}" example with action ${String(action ?? '(none)')}; it has ${actions.join(', ')}`,
    );
  }
  return found;
}

function hasPullRequest(issue: unknown): boolean {
  return typeof issue === 'object' && issue !== null && 'pull_request' in issue;
}

function edit(
  payload: Payload,
  path: string,
  value: unknown,
  event: string,
  action: string | undefined,
): void {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let target: unknown = payload;
  for (const key of keys) {
    target = typeof target === 'object' && target !== null ? (target as Payload)[key] : undefined;
  }
  const where = `the real "${event}" ${action ?? ''} payload`.replace(/ +/g, ' ');
  if (typeof target !== 'object' || target === null || !Object.hasOwn(target, last)) {
    throw new Error(`cannot edit ${path}: ${where} has no such field`);
  }
  const before = (target as Payload)[last];
  if (jsonType(before) !== jsonType(value) && before !== null && value !== null) {
    throw new Error(
      `cannot edit ${path}: ${where} has a ${jsonType(before)} there, not a ${jsonType(value)}`,
    );
  }
  (target as Payload)[last] = value;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
