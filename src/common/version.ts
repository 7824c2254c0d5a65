import pkg from '../../package.json' with { type: 'json' };

const ACTION_NAME = 'agent-job-action';
const ACTION_VERSION: string = pkg.version;
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (node ${process.versions.node})`;
