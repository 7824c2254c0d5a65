import { UnverifiedAskerError } from '../common/errors.js';
import { grants, type Access } from '../github/permission.js';
import { githubProblem, isRefusal } from '../github/retry.js';
import { botAllowed } from '../settings/asker.js';
import type { ThreadSettings } from '../settings/types.js';

/** Whether the person who asked may start a job; a refusal says who asked and why not. */
export type Admission =
  | { readonly kind: 'allowed' }
  | {
      readonly kind: 'refused';
      readonly login: string;
      /** What they hold (a bot not listed: `bot`). */
      readonly access: Access | 'bot';
      /**
       * A bot's merge above min-permission write: the merge proves write access and no more, and a
       * bot has no collaborator permission to read.
       */
      readonly merge?: true;
      /**
       * rate-limit refused them: the limit, the rounds they started in its window, and when
       * (epoch ms) they may ask again.
       */
      readonly limit?: { readonly text: string; readonly rounds: number; readonly until: number };
    };

/**
 * The login's access to the repository, read from GitHub; undefined when there is no token or
 * repository to ask with.
 */
export type AccessLookup = ((login: string) => Promise<Access>) | undefined;

/** What an event that only people with write access can send proves. */
const WRITE = 'write';

/**
 * Decides, before anything is sent to the service, whether the round may go on: nobody asked (a
 * schedule, a sweep), a bot that allowed-bots lists, an event that proves write access while
 * min-permission asks no more (a merge too, whoever merged: a merge bot or queue included), or a
 * person who holds min-permission (GitHub's collaborator permission, read once). Throws an
 * UnverifiedAskerError when GitHub cannot say: never allowed by default.
 */
export async function admit(
  thread: Pick<ThreadSettings, 'asker' | 'askerRules'>,
  /** GITHUB_REPOSITORY, as the lines name it. */
  repository: string | undefined,
  accessOf: AccessLookup,
): Promise<Admission> {
  const { asker, askerRules: rules } = thread;
  if (asker.kind === 'nobody') return { kind: 'allowed' };
  if (asker.kind === 'unknown') {
    throw new UnverifiedAskerError(
      `could not tell who asked: ${asker.why}; nothing was sent to the service`,
    );
  }
  const writeIsEnough = asker.provesWrite && grants(WRITE, rules.minPermission);
  if (asker.kind === 'bot') {
    if (botAllowed(rules, asker.login)) return { kind: 'allowed' };
    // A merge by a merge bot or a merge queue is a merge, not a bot asking: it proves write
    // access as anyone's merge does. Any other event of a bot (a push too) is the bot asking.
    if (asker.merge) {
      return writeIsEnough
        ? { kind: 'allowed' }
        : { kind: 'refused', login: asker.login, access: 'bot', merge: true };
    }
    return { kind: 'refused', login: asker.login, access: 'bot' };
  }
  if (writeIsEnough) return { kind: 'allowed' };
  const what = `read the permission of ${asker.login} on ${repository || 'this repository'} from GitHub`;
  if (!accessOf) {
    throw new UnverifiedAskerError(
      `could not ${what}: no github-token or GITHUB_REPOSITORY; nothing was sent to the service: give the step a github-token`,
    );
  }
  let access: Access;
  try {
    access = await accessOf(asker.login);
  } catch (error) {
    // A refused token is fixed in the workflow; anything else may pass on a re-run.
    const again = isRefusal(error) ? '' : ': run the workflow again';
    throw new UnverifiedAskerError(
      `${githubProblem(error, what, "give the token read access to the repository's metadata")}; nothing was sent to the service and the label stays${again}`,
    );
  }
  if (access === 'unknown') {
    throw new UnverifiedAskerError(
      `could not ${what}: GitHub knows no such user (404); nothing was sent to the service`,
    );
  }
  return grants(access, rules.minPermission)
    ? { kind: 'allowed' }
    : { kind: 'refused', login: asker.login, access };
}
