import { parseJobRecord, type JobRecord } from '../src/service/record.js';
import type { RequestFailure } from '../src/service/failure.js';
import type { WaitEvents } from '../src/job/wait.js';

/** A job record as the service would send it (id `job_1` unless given), parsed by the real parser. */
export function jobRecord(
  fields: Readonly<Record<string, unknown>> & { status: string },
): JobRecord {
  const record = parseJobRecord({ id: 'job_1', ...fields });
  if (!record) throw new Error(`not a job record: ${JSON.stringify(fields)}`);
  return record;
}

export interface WaitEventLog {
  readonly seen: JobRecord[];
  readonly statusChanges: { from: string; to: string; at: number }[];
  readonly heartbeats: { waitedMs: number; at: number; status: string }[];
  readonly unknownStatuses: string[];
  readonly pollFailures: { failure: RequestFailure; retryInMs: number; inARow: number }[];
  readonly staleAccepted: JobRecord[];
}

/** WaitEvents that remember every call, with the virtual time it came at. */
export function recordingEvents(now: () => number): { events: WaitEvents; log: WaitEventLog } {
  const log: WaitEventLog = {
    seen: [],
    statusChanges: [],
    heartbeats: [],
    unknownStatuses: [],
    pollFailures: [],
    staleAccepted: [],
  };
  const events: WaitEvents = {
    recordSeen: (record) => log.seen.push(record),
    statusChanged: (record, previous) =>
      log.statusChanges.push({ from: previous.status, to: record.status, at: now() }),
    heartbeat: (waitedMs, record) =>
      log.heartbeats.push({ waitedMs, at: now(), status: record.status }),
    unknownStatus: (status) => log.unknownStatuses.push(status),
    pollFailed: (failure, retryInMs, inARow) =>
      log.pollFailures.push({ failure, retryInMs, inARow }),
    staleResultAccepted: (record) => log.staleAccepted.push(record),
  };
  return { events, log };
}
