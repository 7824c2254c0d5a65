export { startEmulator } from './server.js';
export type {
  Emulator,
  EmulatorOptions,
  Fault,
  JobRecordJson,
  JobScript,
  JobStatus,
  RecordedRequest,
  RoundScript,
  AutomationScript,
  TriggeredRun,
} from './server.js';
export { timeline } from './timeline.js';
export type { TimelineEnd, TimelineSpan } from './timeline.js';
