// A pull request's docs job as its thread records it: the action's comments (markers the thread
// trusts), newest last. Pure: the comments come in, the job, the head it has seen and its docs pull
// request go out.
import type { MarkedComment } from '../../github/marker.js';

export interface PullJob {
  readonly jobId: string;
  /** The status the newest comment about it showed; the service knows better. */
  readonly status: string;
  /**
   * The head commit the job has seen: the newest comment about the job that says it reached the
   * job.
   */
  readonly head?: string;
  /** Its docs pull request, `owner:repo:number`, from the newest comment that names one. */
  readonly docsPr?: string;
}

/**
 * The thread's job (the newest that a comment names) and what its comments record. A comment whose
 * round never reached the job (`sent=no`) records no head: that push is still to be sent.
 */
export function pullJobOf(marked: readonly MarkedComment[]): PullJob | undefined {
  const latest = marked.findLast((m) => m.marker.jobId !== undefined)?.marker;
  if (!latest?.jobId) return undefined;
  const about = marked.filter((m) => m.marker.jobId === latest.jobId).map((m) => m.marker);
  const head = about.findLast((m) => m.head !== undefined && m.sent !== false)?.head;
  const docsPr = about.findLast((m) => m.docsPr !== undefined)?.docsPr;
  return {
    jobId: latest.jobId,
    status: latest.status,
    ...(head !== undefined && { head }),
    ...(docsPr !== undefined && { docsPr }),
  };
}
