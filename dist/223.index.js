export const id = 223;
export const ids = [223];
export const modules = {

/***/ 3223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/cancel.ts

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/**
 * A cancelled workflow sends SIGINT, then SIGTERM 7.5 s later, then kills. The action stops
 * waiting at the first signal and exits well within that; `hardExitMs` is the backstop should
 * anything still hold the event loop.
 */
function listenForCancellation(graceMs = 3000, hardExitMs = 4500) {
    const waiting = new AbortController();
    const requests = new AbortController();
    const onSignal = (name) => {
        if (waiting.signal.aborted)
            return;
        const reason = new errors/* CancelledError */.cc(name);
        waiting.abort(reason);
        setTimeout(() => requests.abort(reason), graceMs).unref();
        setTimeout(() => process.exit(process.exitCode || 1), hardExitMs).unref();
    };
    for (const name of SIGNALS)
        process.on(name, onSignal);
    return {
        signal: waiting.signal,
        requestSignal: requests.signal,
        dispose: () => {
            for (const name of SIGNALS)
                process.off(name, onSignal);
        },
    };
}

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(9373);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/event.ts

function readEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return { name, payload: {} };
    try {
        const payload = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        return {
            name,
            payload: payload && typeof payload === 'object' ? payload : {},
        };
    }
    catch {
        return { name, payload: {} };
    }
}
/** The issue or pull request the event is about, if any. */
function issueOfEvent(event) {
    const item = (event.payload.issue ?? event.payload.pull_request);
    if (!item || typeof item !== 'object' || typeof item.number !== 'number')
        return undefined;
    return {
        number: item.number,
        title: typeof item.title === 'string' ? item.title : '',
        body: typeof item.body === 'string' ? item.body : '',
        url: typeof item.html_url === 'string' ? item.html_url : '',
        isPullRequest: 'pull_request' in event.payload || 'pull_request' in item,
    };
}
/** The issue as an instruction: its title, body and address. Goes into the prompt and nowhere else. */
function issueAsPrompt(issue) {
    return [issue.title.trim(), issue.body.trim(), issue.url].filter(Boolean).join('\n\n');
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/duration.ts
var duration = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/ids.ts
var ids = __webpack_require__(2325);
;// CONCATENATED MODULE: ./src/conversation.ts
/** The marker the action puts in its own comments; a comment carrying it is never an instruction. */
const MARKER_PREFIX = '<!-- agent-job-action';
function readConversation(event, rules) {
    const { payload } = event;
    const comment = payload.comment;
    // Whatever JSON holds instead of a comment object (null, a string, a number) has no numeric id.
    if (typeof comment?.id !== 'number' || typeof comment.body !== 'string') {
        return skip('the event carries no comment');
    }
    const body = comment.body;
    const user = (comment.user ?? {});
    const author = typeof user.login === 'string' ? user.login : 'someone';
    const association = typeof comment.author_association === 'string' ? comment.author_association : 'NONE';
    if (payload.action !== 'created') {
        return skip(`the comment was ${String(payload.action)}, not created; write a new comment to give an instruction`);
    }
    if (body.includes(MARKER_PREFIX))
        return skip("the comment is this action's own");
    if (user.type === 'Bot' || author.endsWith('[bot]'))
        return skip(`the comment is by a bot (${author})`);
    const text = afterTriggerPhrase(body, rules.triggerPhrase);
    if (text === undefined)
        return skip(`the comment does not start with '${rules.triggerPhrase}'`);
    if (!rules.allowedAssociations.has(association)) {
        return skip(`${author} is ${association.toLowerCase()} here, and only ${[...rules.allowedAssociations].join(', ')} may instruct the agent (allowed-associations)`);
    }
    if (!text)
        return { kind: 'ask', commentId: comment.id, author };
    return { kind: 'instruction', commentId: comment.id, text, author };
}
/** The rest of the comment after the phrase, or undefined when it does not start with it as a whole word. */
function afterTriggerPhrase(body, phrase) {
    const trimmed = body.trimStart();
    if (!phrase || !trimmed.startsWith(phrase))
        return undefined;
    const rest = trimmed.slice(phrase.length);
    if (rest && !/^\s/.test(rest))
        return undefined;
    return rest.trim();
}
function skip(reason) {
    return { kind: 'skip', reason };
}

// EXTERNAL MODULE: ./src/docs-prompt.ts
var docs_prompt = __webpack_require__(6831);
;// CONCATENATED MODULE: ./src/loopback.ts
/**
 * Loopback addresses: the only ones plain http may be used for (the key never leaves the
 * machine), and never sent through a proxy for the same reason.
 */
function isLoopback(hostname) {
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

// EXTERNAL MODULE: ./src/redact.ts
var src_redact = __webpack_require__(6670);
;// CONCATENATED MODULE: ./src/inputs.ts










// A megabyte of diff is already more than an agent can take in at once.
const MAX_DIFF_BUDGET = 1_000_000;
const FAIL_ON_WORDS = ['failed', 'archived', 'timeout', 'no-pr'];
// GitHub's author_association values.
const ASSOCIATIONS = [
    'OWNER',
    'MEMBER',
    'COLLABORATOR',
    'CONTRIBUTOR',
    'FIRST_TIME_CONTRIBUTOR',
    'FIRST_TIMER',
    'MANNEQUIN',
    'NONE',
];
/** Reads and checks every input; throws an InputError naming what to change. Reads the prompt file, sends nothing. */
function readSettings(input, context) {
    const apiKey = required(input, 'api-key', 'pass the admin key from a secret: api-key: ${{ secrets.AGENT_API_KEY }}');
    if (/[\s\p{Cc}]/u.test(apiKey)) {
        throw new errors/* InputError */.dz('api-key contains spaces or line breaks: store the key alone in the secret');
    }
    // Inputs are quoted in errors, cut short: a secret pasted into the wrong input must not show in part.
    const redact = (0,src_redact/* createRedactor */.l)([apiKey, input('github-token')]);
    const projectId = safeId('project-id', required(input, 'project-id', "set it to the project's id from the dashboard"), redact);
    const jobIdText = input('job-id');
    const jobId = jobIdText ? safeId('job-id', jobIdText, redact) : undefined;
    const baseUrl = parseBaseUrl(input('base-url') || 'https://api.mintlify.com', redact);
    const { pollIntervalMs, maxPollIntervalMs } = readPollIntervals(input);
    const timeoutMs = (0,duration/* parseDuration */.E)(input('timeout') || '30m', 'timeout');
    const thread = readThreadSettings(input, context.event, redact);
    const issue = issueOfEvent(context.event);
    const conversation = context.event.name === 'issue_comment'
        ? readConversation(context.event, {
            triggerPhrase: thread.triggerPhrase,
            allowedAssociations: parseAssociations(input('allowed-associations') || 'OWNER,MEMBER,COLLABORATOR', redact),
        })
        : undefined;
    const { prompt, promptSource } = readPrompt(input, context, jobId, conversation, redact);
    const includeIssueContext = inputs_boolean(input, 'include-issue-context', false, redact);
    return {
        ...thread,
        ...readDocsFollowCode(context.event, {
            prompt,
            jobId,
            includeIssueContext,
            issueNumberText: input('issue-number'),
        }),
        diffBudget: parseDiffBudget(input('diff-budget'), redact),
        mode: jobId || conversation?.kind === 'ask'
            ? prompt === undefined
                ? 'watch'
                : 'follow-up'
            : 'create',
        prompt,
        promptSource,
        projectId,
        apiKey,
        baseUrl,
        jobId,
        wait: inputs_boolean(input, 'wait', true, redact),
        pollIntervalMs,
        maxPollIntervalMs,
        timeoutMs,
        failOn: parseFailOn(input('fail-on'), redact),
        issue,
        includeIssueContext,
        conversation,
    };
}
/**
 * Where the round is answered, and to whom: the comment switch, the issue or pull request, the
 * token, the label to remove and the person who asked. Throws an InputError like readSettings.
 */
function readThreadSettings(input, event, redact = (0,src_redact/* createRedactor */.l)([input('api-key'), input('github-token')])) {
    const issueNumberText = input('issue-number');
    if (issueNumberText && !/^[1-9]\d{0,9}$/.test(issueNumberText)) {
        throw new errors/* InputError */.dz(`issue-number ${(0,ids/* quoteForLog */.I)(issueNumberText, redact)} is not an issue number: give a positive whole number, or leave it empty`);
    }
    const { action, label, sender, comment } = event.payload;
    const login = typeof sender?.login === 'string' ? sender.login : undefined;
    const isBot = sender?.type === 'Bot' || login?.endsWith('[bot]') === true;
    const triggerPhrase = input('trigger-phrase') || '/agent';
    const commentBody = typeof comment?.body === 'string' ? comment.body : '';
    return {
        comment: inputs_boolean(input, 'comment', true, redact),
        issueNumber: issueNumberText ? Number(issueNumberText) : issueOfEvent(event)?.number,
        githubToken: input('github-token'),
        labelToRemove: inputs_boolean(input, 'remove-label', false, redact) &&
            action === 'labeled' &&
            typeof label?.name === 'string'
            ? label.name
            : undefined,
        sender: login && !isBot ? login : undefined,
        triggerPhrase,
        answersFailures: event.name !== 'issue_comment' ||
            (!isBot && afterTriggerPhrase(commentBody, triggerPhrase) !== undefined),
    };
}
/**
 * The prompt as sent: the instruction, with the issue appended as context when asked for, and
 * for a new job started from a comment (a follow-up goes to a job that has the issue already).
 */
function promptToSend(settings) {
    const prompt = settings.prompt ?? '';
    const { issue } = settings;
    const startedFromComment = settings.conversation?.kind === 'instruction' && settings.mode === 'create';
    if (!issue ||
        settings.promptSource === 'issue' ||
        !(settings.includeIssueContext || startedFromComment)) {
        return prompt;
    }
    const kind = issue.isPullRequest ? 'pull request' : 'issue';
    return `${prompt}\n\n---\nContext: GitHub ${kind} #${issue.number}\n\n${issueAsPrompt(issue)}`;
}
function readPrompt(input, context, jobId, conversation, redact) {
    const text = input('prompt');
    const file = input('prompt-file');
    if (text && file) {
        throw new errors/* InputError */.dz('prompt and prompt-file are both set: give the instruction in only one of them');
    }
    const given = file ? readPromptFile(file, context.workspace, redact) : text;
    // On issue_comment events the comment is the instruction; a given prompt stands before it.
    if (conversation?.kind === 'instruction') {
        return {
            prompt: [given, conversation.text].filter(Boolean).join('\n\n'),
            promptSource: 'comment',
        };
    }
    if (conversation?.kind === 'skip' || conversation?.kind === 'ask')
        return {};
    if (given)
        return { prompt: given, promptSource: file ? 'prompt-file' : 'prompt' };
    if (jobId)
        return {};
    if (closedPullRequest(context.event) ||
        (context.event.name === 'workflow_dispatch' && input('issue-number'))) {
        return { promptSource: 'pull-request' };
    }
    const issue = issueOfEvent(context.event);
    const fromIssue = issue && isIssueOrPullRequestEvent(context.event.name) ? issueAsPrompt(issue) : '';
    if (fromIssue)
        return { prompt: fromIssue, promptSource: 'issue' };
    throw new errors/* InputError */.dz('no prompt: set prompt or prompt-file to start a job, or job-id to wait for an existing one');
}
/** The pull request of a `pull_request` / `pull_request_target` event with action `closed`. */
function closedPullRequest(event) {
    const isPullRequestEvent = event.name === 'pull_request' || event.name === 'pull_request_target';
    if (!isPullRequestEvent || event.payload.action !== 'closed')
        return undefined;
    return (0,docs_prompt/* pullRequestOfPayload */.w9)(event.payload);
}
/**
 * Docs follow code: a merged pull request (closed event, or issue-number on workflow_dispatch) is
 * documented when there is no prompt, and is context for a given prompt with include-issue-context.
 * A pull request closed without merging is skipped.
 */
function readDocsFollowCode(event, given) {
    const documenting = given.prompt === undefined && given.jobId === undefined;
    const closed = closedPullRequest(event);
    if (closed) {
        const { number } = closed;
        if (documenting) {
            return closed.merged
                ? { pullRequestContext: { number, fromEvent: closed }, pullRequestToDocument: { number } }
                : { skip: `pull request #${number} was closed without being merged` };
        }
        return closed.merged && given.includeIssueContext && given.prompt !== undefined
            ? { pullRequestContext: { number, fromEvent: closed } }
            : {};
    }
    if (event.name === 'workflow_dispatch' && documenting && given.issueNumberText) {
        const number = Number(given.issueNumberText);
        return { pullRequestContext: { number }, pullRequestToDocument: { number } };
    }
    return {};
}
/** diff-budget: characters, as a whole number or with a `k` (thousands) suffix; 0 turns the diff off. */
function parseDiffBudget(text, redact) {
    if (!text)
        return docs_prompt/* DEFAULT_DIFF_BUDGET */.wx;
    const match = /^(\d+(?:\.\d+)?)\s*(k?)$/i.exec(text);
    const value = match ? Math.round(Number(match[1]) * (match[2] ? 1000 : 1)) : Number.NaN;
    if (!Number.isFinite(value) || value > MAX_DIFF_BUDGET) {
        throw new errors/* InputError */.dz(`diff-budget ${(0,ids/* quoteForLog */.I)(text, redact)} is not a size in characters up to 1000k: give e.g. 50k or 20000, or 0 to leave the diff out`);
    }
    return value;
}
function isIssueOrPullRequestEvent(name) {
    return name === 'issues' || name === 'pull_request' || name === 'pull_request_target';
}
/** The largest prompt-file read; a longer instruction belongs in the repository, pointed to from the prompt. */
const MAX_PROMPT_FILE_BYTES = 1024 * 1024;
/**
 * The prompt file's text. A pull request can commit any file or link: only a regular file inside
 * the workspace once links are resolved, of at most MAX_PROMPT_FILE_BYTES, is read, and never
 * more than that bound is loaded (a link to /dev/zero or /proc/self/environ is refused, not read).
 */
function readPromptFile(file, workspace, redact) {
    const problem = (what, todo) => new errors/* InputError */.dz(`prompt-file ${(0,ids/* quoteForLog */.I)(file, redact)} ${what}: ${todo}`);
    const giveAFile = 'give a regular file inside the workspace (the repository checked out there)';
    let path;
    try {
        const root = (0,external_node_fs_.realpathSync)(workspace);
        path = (0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(root, file));
        const inside = (0,external_node_path_.relative)(root, path);
        if (inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
            throw problem('leads outside the workspace once links are resolved', giveAFile);
        }
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        throw unreadable(error, problem);
    }
    let fd;
    try {
        // Non-blocking: opening a FIFO must not wait for a writer; fstat below refuses it.
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        throw unreadable(error, problem);
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw problem(`is ${kindOf(stat)}, not a regular file`, giveAFile);
        const tooLarge = problem(`is larger than ${MAX_PROMPT_FILE_BYTES / 1024 / 1024} MiB`, 'shorten the instruction, or keep the details in the repository and name them in the prompt');
        if (stat.size > MAX_PROMPT_FILE_BYTES)
            throw tooLarge;
        // The size can change after fstat: read one byte past the bound, never more.
        const buffer = Buffer.alloc(MAX_PROMPT_FILE_BYTES + 1);
        let length = 0;
        for (;;) {
            const read = (0,external_node_fs_.readSync)(fd, buffer, length, buffer.length - length, null);
            if (read === 0)
                break;
            length += read;
            if (length > MAX_PROMPT_FILE_BYTES)
                throw tooLarge;
        }
        const prompt = buffer.toString('utf8', 0, length).trim();
        if (!prompt)
            throw problem('is empty', 'write the instruction in it');
        return prompt;
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        throw unreadable(error, problem);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function unreadable(error, problem) {
    const code = error.code;
    const hint = 'give a path relative to the workspace, and check out the repository (actions/checkout) first';
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return problem('does not exist', hint);
    if (code === 'ELOOP')
        return problem('is a link that loops', hint);
    if (code === 'EISDIR')
        return problem('is a directory, not a regular file', hint);
    return problem(`cannot be read (${code ?? 'error'})`, hint);
}
function kindOf(stat) {
    if (stat.isDirectory())
        return 'a directory';
    if (stat.isFIFO())
        return 'a named pipe (FIFO)';
    if (stat.isCharacterDevice() || stat.isBlockDevice())
        return 'a device';
    if (stat.isSocket())
        return 'a socket';
    return 'not a regular file';
}
const DEFAULT_POLL_INTERVAL_MS = 5_000;
const DEFAULT_MAX_POLL_INTERVAL_MS = 30_000;
/**
 * A default follows the value the workflow set (poll-interval: 45s alone stretches the longest
 * gap to 45s); only two values the workflow set itself can contradict each other.
 */
function readPollIntervals(input) {
    const pollText = input('poll-interval');
    const maxText = input('max-poll-interval');
    const poll = pollText ? (0,duration/* parseDuration */.E)(pollText, 'poll-interval') : undefined;
    const max = maxText ? (0,duration/* parseDuration */.E)(maxText, 'max-poll-interval') : undefined;
    if (poll !== undefined && max !== undefined && max < poll) {
        throw new errors/* InputError */.dz(`max-poll-interval (${maxText}) is shorter than poll-interval (${pollText}): raise max-poll-interval or lower poll-interval`);
    }
    return {
        pollIntervalMs: poll ?? Math.min(DEFAULT_POLL_INTERVAL_MS, max ?? Infinity),
        maxPollIntervalMs: max ?? Math.max(DEFAULT_MAX_POLL_INTERVAL_MS, poll ?? 0),
    };
}
function required(input, name, hint) {
    const value = input(name);
    if (!value)
        throw new errors/* InputError */.dz(`${name} is required: ${hint}`);
    return value;
}
function safeId(name, value, redact) {
    if (!(0,ids/* isSafeId */.J)(value)) {
        throw new errors/* InputError */.dz(`${name} ${(0,ids/* quoteForLog */.I)(value, redact)} is not a valid id: use the id exactly as the service shows it (letters, digits and _ . : ~ -, starting with a letter or digit)`);
    }
    return value;
}
// The YAML 1.2 core schema's booleans, as the toolkit's getBooleanInput accepts them.
function inputs_boolean(input, name, fallback, redact) {
    const value = input(name);
    if (!value)
        return fallback;
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    throw new errors/* InputError */.dz(`${name} ${(0,ids/* quoteForLog */.I)(value, redact)} is not a boolean: use true or false`);
}
function parseFailOn(text, redact) {
    const words = text
        .split(',')
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean);
    for (const word of words) {
        if (!FAIL_ON_WORDS.includes(word)) {
            throw new errors/* InputError */.dz(`fail-on has an unknown outcome ${(0,ids/* quoteForLog */.I)(word, redact)}: use a comma-separated list of ${FAIL_ON_WORDS.join(', ')}, or leave it empty`);
        }
    }
    return new Set(words);
}
function parseAssociations(text, redact) {
    const words = text
        .split(',')
        .map((w) => w.trim().toUpperCase())
        .filter(Boolean);
    if (words.length === 0) {
        throw new errors/* InputError */.dz('allowed-associations is empty: list who may instruct the agent, e.g. OWNER,MEMBER,COLLABORATOR');
    }
    for (const word of words) {
        if (!ASSOCIATIONS.includes(word)) {
            throw new errors/* InputError */.dz(`allowed-associations has an unknown association ${(0,ids/* quoteForLog */.I)(word, redact)}: use a comma-separated list of ${ASSOCIATIONS.join(', ')}`);
        }
    }
    return new Set(words);
}
/** The base address, normalised to end in `/` so that paths resolve below its prefix. */
function parseBaseUrl(text, redact) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new errors/* InputError */.dz(`base-url ${(0,ids/* quoteForLog */.I)(text, redact)} is not a URL: use e.g. https://api.mintlify.com`);
    }
    // Checked first, and never echoed: a URL with credentials or a query may carry a secret.
    if (url.username || url.password) {
        throw new errors/* InputError */.dz('base-url must not carry a user name or password: the key goes in api-key');
    }
    if (url.search || url.hash) {
        throw new errors/* InputError */.dz('base-url must not have a query or fragment: give the address only, e.g. https://api.mintlify.com');
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
        throw new errors/* InputError */.dz(`base-url ${(0,ids/* quoteForLog */.I)(url.origin + url.pathname, redact)} must use https: the api-key is only sent over https (plain http is allowed for 127.0.0.1 and localhost only)`);
    }
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    return url;
}

;// CONCATENATED MODULE: ./src/service/failure.ts
class RequestFailure extends Error {
    kind;
    detail;
    name = 'RequestFailure';
    constructor(kind, detail) {
        super(describe(kind, detail));
        this.kind = kind;
        this.detail = detail;
    }
}
function describe(kind, d) {
    switch (kind) {
        case 'http':
            return `HTTP ${d.status}${d.serviceMessage ? `: ${d.serviceMessage}` : ''}`;
        case 'network':
            return `network error ${d.code ?? ''}`.trim();
        case 'timeout':
            return 'no answer within the request time limit';
        case 'unreadable':
            return `unreadable answer (HTTP ${d.status})`;
        case 'redirect':
            return `redirect (HTTP ${d.status})`;
        case 'proxy':
            return `the proxy refused the tunnel (HTTP ${d.status})`;
    }
}

;// CONCATENATED MODULE: ./src/retry.ts
/**
 * Which failures may be retried, and how long to wait before the next attempt. Pure: the callers
 * own the loop, the clock and the deadline.
 */
/** A poll changes nothing at the service, so anything transient is worth another try. */
function isRetryablePoll(failure) {
    const { status } = failure.detail;
    switch (failure.kind) {
        case 'network':
        case 'timeout':
        case 'unreadable':
            return true;
        case 'http':
            return status !== undefined && (status === 408 || status === 429 || status >= 500);
        case 'proxy':
            return proxyMayRecover(failure);
        case 'redirect':
            return false;
    }
}
/**
 * A create or follow-up is repeated only when the service certainly did not act on it: a duplicate
 * job costs the user money.
 */
function isRetryablePost(failure) {
    const { detail } = failure;
    switch (failure.kind) {
        case 'network':
            return detail.neverSent === true;
        case 'proxy':
            // No tunnel, so the service never saw it: safe to send again when the proxy's trouble may pass.
            return proxyMayRecover(failure);
        case 'http':
            return detail.status === 429 || detail.status === 503;
        // The service may have acted on it (a time-out, an unreadable answer), or sent us elsewhere.
        case 'timeout':
        case 'unreadable':
        case 'redirect':
            return false;
    }
}
/** A proxy that could not reach the service (5xx) or is busy (429) may manage later; a refusal (403, 407) will not change. */
function proxyMayRecover({ detail }) {
    return detail.status !== undefined && (detail.status === 429 || detail.status >= 500);
}
/** Full jitter: a random wait between 0 and the exponential ceiling (AWS architecture blog). */
function backoffMs(attempt, baseMs, capMs, random) {
    const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
    return random() * ceiling;
}
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
// asctime names no zone: it is GMT, which Date.parse must be told (it would take the runner's zone).
const ASCTIME = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);
// RFC 9110 §5.6.7: IMF-fixdate, and the two obsolete forms a recipient must accept. Date.parse
// alone would take almost any text for a date.
const HTTP_DATE = [
    new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`),
    new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`),
    ASCTIME,
];
/** Retry-After as milliseconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header, wallNowMs) {
    if (header === undefined)
        return undefined;
    const text = header.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    if (!HTTP_DATE.some((format) => format.test(text)))
        return undefined;
    const date = Date.parse(ASCTIME.test(text) ? `${text} GMT` : text);
    return Number.isNaN(date) ? undefined : Math.max(0, date - wallNowMs);
}
/** The wait before the next attempt: the jittered back-off, never sooner than Retry-After. */
function nextAttemptDelayMs(failure, attempt, policy) {
    const floor = retryAfterMs(failure.detail.retryAfter, policy.wallNowMs);
    const jittered = backoffMs(attempt, policy.baseMs, policy.capMs, policy.random);
    return { delayMs: Math.max(jittered, floor ?? 0), retryAfterMs: floor };
}

;// CONCATENATED MODULE: ./src/send.ts




/** The shortest time limit a request gets, however little time is left: a last check still gets a fair chance. */
const MIN_REQUEST_MS = 2_000;
/** A request's own time limit: the time left before the deadline (the `timeout` input), never under the floor. */
function requestTimeLimit(deadline, now) {
    return Math.max(MIN_REQUEST_MS, deadline - now);
}
/** One request, repeated on the failures the policy allows, with jittered back-off and Retry-After as the floor. */
async function sendWithRetries(attempt, policy, deps) {
    for (let attempts = 1;; attempts++) {
        try {
            return await attempt();
        }
        catch (error) {
            if (!(error instanceof RequestFailure))
                throw error;
            if (!policy.isRetryable(error) || attempts >= policy.maxAttempts) {
                throw policy.describe(error, attempts);
            }
            const next = nextAttemptDelayMs(error, attempts - 1, {
                baseMs: policy.baseDelayMs,
                capMs: policy.maxDelayMs,
                random: deps.random,
                wallNowMs: deps.clock.wallNow(),
            });
            const left = policy.deadline - deps.clock.now();
            if (next.retryAfterMs !== undefined && next.retryAfterMs > left) {
                throw new errors/* ServiceError */._7(`${policy.describe(error, attempts).message}; the service asked to wait ${(0,duration/* formatDuration */.a)(next.retryAfterMs)} (Retry-After), longer than the ${(0,duration/* formatDuration */.a)(Math.max(0, left))} left before timeout`);
            }
            if (next.delayMs > left)
                throw policy.describe(error, attempts);
            deps.onRetry(error, next.delayMs, attempts);
            await deps.clock.sleep(next.delayMs, deps.signal);
        }
    }
}

;// CONCATENATED MODULE: ./src/service/describe.ts

const WHAT = {
    create: 'creating the job',
    message: 'sending the follow-up message',
    get: 'checking the job',
};
/**
 * One line a person understands: what happened and what to do. UserError when an input, the key or
 * a permission must change; ServiceError when the service or the network misbehaved.
 */
function describeFailure(failure, ctx) {
    const d = failure.detail;
    const said = d.serviceMessage ? ` (the service said: ${d.serviceMessage})` : '';
    const tries = ctx.attempts && ctx.attempts > 1 ? ` after ${ctx.attempts} attempts` : '';
    const during = WHAT[ctx.operation];
    switch (failure.kind === 'http' ? d.status : failure.kind) {
        case 401:
            return new errors/* UserError */.yo(`authentication failed (401) while ${during}: the api-key was refused; create a new admin key in the dashboard and update the secret${said}`);
        case 403:
            return new errors/* UserError */.yo(`permission denied (403) while ${during}: the api-key lacks the scope (reads need 'read', jobs and messages need 'write') or this runner's IP is not on the project's allowlist${said}`);
        case 404:
            return new errors/* UserError */.yo(ctx.jobId
                ? `not found (404) while ${during}: job '${ctx.jobId}' does not exist in project '${ctx.projectId}'; check job-id and project-id${said}`
                : `not found (404) while ${during}: project '${ctx.projectId}' does not exist for this key; check project-id${said}`);
        case 400:
            return new errors/* UserError */.yo(`the service refused the request (400) while ${during}${said || ' (no reason given)'}; change the prompt or inputs`);
        case 429:
            return new errors/* ServiceError */._7(`rate limited (429) while ${during}${tries}: the service allows 100 new jobs and messages per project per hour; run again later${said}`);
        case 'redirect':
            return new errors/* UserError */.yo(`the service answered ${during} with a redirect (${d.status}${d.location ? ` to ${d.location}` : ''}), which is not followed; set base-url to the service's final address`);
        case 'proxy':
            return d.status !== undefined && (d.status === 429 || d.status >= 500)
                ? new errors/* ServiceError */._7(`the proxy (HTTPS_PROXY) could not open a tunnel to the service (HTTP ${d.status}) while ${during}${tries}; the service was not reached: check the proxy, or try again later`)
                : new errors/* UserError */.yo(`the proxy (HTTPS_PROXY) refused to open a tunnel to the service (HTTP ${d.status}) while ${during}; the service was not reached: allow CONNECT to the base-url's host and port on the proxy, or add the host to NO_PROXY`);
        case 'network':
            return new errors/* ServiceError */._7(d.neverSent
                ? `could not reach the service while ${during}${tries} (${d.code ?? 'network error'}); check base-url and the runner's network`
                : `the connection to the service broke while ${during}${tries} (${d.code ?? 'network error'}); try again later`);
        case 'timeout':
            return new errors/* ServiceError */._7(`the service did not answer in time while ${during}${tries}; try again later`);
        case 'unreadable':
            return new errors/* ServiceError */._7(`the service's answer to ${during} was not a readable job record (HTTP ${d.status})${tries}; try again later`);
        default:
            return new errors/* ServiceError */._7(`the service failed (HTTP ${d.status}) while ${during}${tries}${said}; try again later`);
    }
}

;// CONCATENATED MODULE: ./src/start.ts





const MAX_POST_ATTEMPTS = 5;
const MAX_GET_ATTEMPTS = 10;
/**
 * The first record of the run: the created job (create), the job that took the message
 * (follow-up), or the job as it stands (watch). `prompt` is the text to send, as composed.
 */
async function startJob(settings, prompt, deps) {
    const { client } = deps;
    // Every attempt, in every mode, ends by the deadline (with a small floor).
    const timeoutMs = () => requestTimeLimit(deps.deadline, deps.clock.now());
    const policy = {
        baseDelayMs: settings.pollIntervalMs,
        maxDelayMs: settings.maxPollIntervalMs,
        deadline: deps.deadline,
    };
    if (settings.mode === 'watch') {
        const jobId = jobIdOf(settings);
        return sendWithRetries(() => client.getJob(jobId, { signal: deps.signal, timeoutMs: timeoutMs() }), {
            ...policy,
            isRetryable: isRetryablePoll,
            maxAttempts: MAX_GET_ATTEMPTS,
            describe: (failure, attempts) => describeFailure(failure, {
                operation: 'get',
                projectId: settings.projectId,
                jobId,
                attempts,
            }),
        }, deps);
    }
    const operation = settings.mode === 'create' ? 'create' : 'message';
    return sendWithRetries(() => {
        const call = { signal: deps.requestSignal, timeoutMs: timeoutMs() };
        return operation === 'create'
            ? client.createJob(prompt, call)
            : client.sendMessage(jobIdOf(settings), prompt, call);
    }, {
        ...policy,
        isRetryable: isRetryablePost,
        maxAttempts: MAX_POST_ATTEMPTS,
        describe: describePost(operation, settings),
    }, deps);
}
/** The service's id for the job is untrusted: it must pass the id rule before it goes into a path. */
function checkJobId(record, redact) {
    if (!(0,ids/* isSafeId */.J)(record.id)) {
        throw new errors/* ServiceError */._7(`the service returned a job id that is not safe to use in a request (${(0,ids/* quoteForLog */.I)(record.id, redact)}); stopped without polling: check the job in the dashboard`);
    }
    return record.id;
}
function jobIdOf(settings) {
    if (!settings.jobId)
        throw new Error('a job-id is required in this mode');
    return settings.jobId;
}
/** POST failures name the risk of a duplicate when the service may have acted on the request. */
function describePost(operation, settings) {
    return (failure, attempts) => {
        const described = describeFailure(failure, {
            operation,
            projectId: settings.projectId,
            jobId: settings.jobId,
            attempts,
        });
        if (!mayHaveActed(failure))
            return described;
        const what = operation === 'create'
            ? 'the job may or may not have been created: check the dashboard before running again, so that it is not started twice'
            : `the message may or may not have reached job ${settings.jobId}: check the job before sending it again`;
        return new errors/* ServiceError */._7(`${described.message}; ${what}`);
    };
}
function mayHaveActed(failure) {
    const { kind, detail } = failure;
    if (kind === 'network')
        return !detail.neverSent;
    if (kind === 'http')
        return detail.status === undefined || (detail.status >= 500 && detail.status !== 503);
    return kind === 'timeout' || kind === 'unreadable';
}

// EXTERNAL MODULE: ./node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(7934);
;// CONCATENATED MODULE: ./src/service/record.ts

const TERMINAL = new Set(['completed', 'archived', 'failed']);
const KNOWN = new Set([
    'active',
    'completed',
    'archived',
    'failed',
]);
function isTerminal(status) {
    return TERMINAL.has(status);
}
function isKnownStatus(status) {
    return KNOWN.has(status);
}
// Only `id` and `status` are needed to work; every other field is informative, so a field of
// the wrong type is dropped rather than failing the run.
const optionalText = dist/* fallback */.NpB(dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP())), undefined);
const JobRecordSchema = dist/* looseObject */._H3({
    id: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* minLength */.BpQ(1)),
    status: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* minLength */.BpQ(1)),
    source: dist/* fallback */.NpB(dist/* optional */.lqM(dist/* nullable */.mee(dist/* looseObject */._H3({ repository: optionalText, ref: optionalText }))), undefined),
    model: optionalText,
    prLink: optionalText,
    createdAt: optionalText,
    archivedAt: optionalText,
});
/** The record in the body, or undefined when the body is not a job record (no string `id` and `status`). */
function parseJobRecord(body) {
    const result = dist/* safeParse */.xLC(JobRecordSchema, body);
    if (!result.success)
        return undefined;
    const r = result.output;
    return {
        id: r.id,
        status: r.status,
        repository: r.source?.repository ?? undefined,
        ref: r.source?.ref ?? undefined,
        model: r.model ?? undefined,
        prLink: r.prLink || undefined,
        createdAt: r.createdAt ?? undefined,
        raw: body,
    };
}

;// CONCATENATED MODULE: ./src/wait.ts







/** The gap before the next status check: about a tenth of the time waited, within [poll-interval, max-poll-interval]. */
function pollGapMs(waitedMs, pollIntervalMs, maxPollIntervalMs) {
    return Math.min(maxPollIntervalMs, Math.max(pollIntervalMs, waitedMs / 10));
}
// After a follow-up: accept a terminal status not known to be fresh once both have passed.
const STALE_MIN_POLLS = 3;
const STALE_MIN_MS = 10_000;
/**
 * Polls until the job reaches a terminal status or the deadline passes. A pure policy: time comes
 * from the injected clock, records from the injected poll, and what to say from the events.
 */
async function waitForJob(start, policy, deps) {
    const { clock, events, signal } = deps;
    const followUpSentAt = clock.now();
    const baseline = JSON.stringify(start.record.raw);
    const unknownStatuses = new Set();
    let last = start.record;
    // After a follow-up, a terminal record is the result once any record differs from the answer
    // to the message: a new status (active, say) or a new field. The status is part of the record,
    // so an answer that was active already differs from every terminal record that comes after it.
    let fresh = !start.afterFollowUp;
    let polls = 0;
    let failuresInARow = 0;
    let firstFailureAt = 0;
    let retryDelayMs;
    let lastHeartbeat = policy.startedAt;
    const noteStatus = (record) => {
        if (!isKnownStatus(record.status) && !unknownStatuses.has(record.status)) {
            unknownStatuses.add(record.status);
            events.unknownStatus(record.status);
        }
    };
    noteStatus(last);
    for (;;) {
        const now = clock.now();
        if (isTerminal(last.status)) {
            if (fresh)
                return { record: last, timedOut: false, polls };
            if (polls >= STALE_MIN_POLLS && now - followUpSentAt >= STALE_MIN_MS) {
                events.staleResultAccepted(last);
                return { record: last, timedOut: false, polls };
            }
        }
        if (now >= policy.deadline)
            return { record: last, timedOut: true, polls };
        const gap = retryDelayMs ??
            pollGapMs(now - policy.startedAt, policy.pollIntervalMs, policy.maxPollIntervalMs);
        await clock.sleep(Math.min(gap, policy.deadline - now), signal);
        retryDelayMs = undefined;
        try {
            const record = await deps.poll({
                signal,
                timeoutMs: Math.min(policy.requestTimeoutMs, requestTimeLimit(policy.deadline, clock.now())),
            });
            polls += 1;
            failuresInARow = 0;
            events.recordSeen(record);
            noteStatus(record);
            if (JSON.stringify(record.raw) !== baseline)
                fresh = true;
            if (record.status !== last.status)
                events.statusChanged(record, last);
            last = record;
        }
        catch (error) {
            if (!(error instanceof RequestFailure))
                throw error;
            if (!isRetryablePoll(error)) {
                throw describeFailure(error, {
                    operation: 'get',
                    projectId: start.projectId,
                    jobId: start.jobId,
                });
            }
            const failedAt = clock.now();
            failuresInARow += 1;
            if (failuresInARow === 1)
                firstFailureAt = failedAt;
            const outageMs = failedAt - firstFailureAt;
            if (failuresInARow >= 3 && outageMs >= policy.outageAfterMs) {
                throw new errors/* ServiceError */._7(`the service has failed every status check for ${(0,duration/* formatDuration */.a)(outageMs)} (${failuresInARow} in a row, last: ${error.message}); job ${start.jobId} may still be running: run again later with job-id: ${start.jobId} to resume`);
            }
            const next = nextAttemptDelayMs(error, failuresInARow - 1, {
                baseMs: policy.pollIntervalMs,
                capMs: policy.maxPollIntervalMs,
                random: deps.random,
                wallNowMs: clock.wallNow(),
            });
            const left = policy.deadline - failedAt;
            if (next.retryAfterMs !== undefined && next.retryAfterMs > left) {
                throw new errors/* ServiceError */._7(`the service asked to wait ${(0,duration/* formatDuration */.a)(next.retryAfterMs)} (Retry-After) before the next status check, longer than the ${(0,duration/* formatDuration */.a)(left)} left before timeout; job ${start.jobId} goes on: run again later with job-id: ${start.jobId}`);
            }
            retryDelayMs = next.delayMs;
            events.pollFailed(error, next.delayMs, failuresInARow);
        }
        const afterPoll = clock.now();
        if (afterPoll - lastHeartbeat >= policy.heartbeatMs) {
            lastHeartbeat = afterPoll;
            events.heartbeat(afterPoll - policy.startedAt, last);
        }
    }
}

;// CONCATENATED MODULE: ./src/job.ts



const REQUEST_TIMEOUT_MS = 30_000;
const HEARTBEAT_MS = 60_000;
const OUTAGE_MAX_MS = 5 * 60_000;

/**
 * The first record of the round: the created job, the job that took the message (`prompt`, as
 * composed), or the job as it stands.
 */
async function startOrFindJob(settings, prompt, work) {
    const { progress } = work;
    progress.starting(settings);
    return startJob(settings, prompt, {
        client: work.client,
        clock: work.clock,
        random: work.random,
        signal: work.cancellation.signal,
        requestSignal: work.cancellation.requestSignal,
        deadline: work.startedAt + settings.timeoutMs,
        onRetry: (failure, delayMs, attempt) => progress.retrying(operationName(settings), failure, delayMs, attempt),
    });
}
/** Polls until the job ends or `timeout` passes; `onRecord` sees every record on the way. */
function waitUntilDone(settings, job, work, onRecord) {
    return waitForJob({ ...job, projectId: settings.projectId, afterFollowUp: settings.mode === 'follow-up' }, {
        pollIntervalMs: settings.pollIntervalMs,
        maxPollIntervalMs: settings.maxPollIntervalMs,
        startedAt: work.startedAt,
        deadline: work.startedAt + settings.timeoutMs,
        outageAfterMs: Math.min(OUTAGE_MAX_MS, 10 * settings.maxPollIntervalMs),
        heartbeatMs: HEARTBEAT_MS,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
    }, {
        clock: work.clock,
        random: work.random,
        poll: (call) => work.client.getJob(job.jobId, call),
        signal: work.cancellation.signal,
        events: work.progress.waitEvents(job.jobId, onRecord),
    });
}
/** The job's status now, for choosing the round's job: 'gone' when the service no longer knows it, undefined when it cannot be read. */
function statusAtService(client, signal) {
    return async (jobId) => {
        try {
            return (await client.getJob(jobId, { signal })).status;
        }
        catch (error) {
            if (!(error instanceof RequestFailure))
                throw error;
            return error.detail.status === 404 ? 'gone' : undefined;
        }
    };
}
function operationName(settings) {
    return settings.mode === 'create'
        ? 'Creating the job'
        : settings.mode === 'follow-up'
            ? 'Sending the message'
            : 'Looking up the job';
}

// EXTERNAL MODULE: ./src/log.ts
var src_log = __webpack_require__(5625);
// EXTERNAL MODULE: ./src/markdown.ts
var markdown = __webpack_require__(3758);
;// CONCATENATED MODULE: ./src/progress.ts


/** The log a person watches: a line per event that matters, details behind debug. Service text is sanitised first. */
class ProgressLog {
    core;
    redact;
    constructor(core, redact) {
        this.core = core;
        this.redact = redact;
    }
    line(text) {
        this.core.info(this.redact(text));
    }
    /** Service text for a line: redacted before it is cut. */
    forLog(text, max) {
        return (0,markdown/* forLog */.Ig)(text, this.redact, max);
    }
    debugRecord(record) {
        this.core.debug(this.redact(`job record: ${JSON.stringify(record.raw)}`));
    }
    starting(settings) {
        const where = `project ${settings.projectId} at ${settings.baseUrl.origin}`;
        const prompt = settings.prompt === undefined
            ? ''
            : ` (prompt from ${settings.promptSource}, ${settings.prompt.length} characters)`;
        switch (settings.mode) {
            case 'create':
                return this.line(`Creating a job in ${where}${prompt}`);
            case 'follow-up':
                return this.line(`Sending a follow-up message to job ${settings.jobId} in ${where}${prompt}`);
            case 'watch':
                return this.line(`Looking up job ${settings.jobId} in ${where}`);
        }
    }
    started(settings, jobId, record) {
        this.debugRecord(record);
        const status = this.forLog(record.status, 40);
        const waiting = settings.wait
            ? `; waiting up to ${(0,duration/* formatDuration */.a)(settings.timeoutMs)} for it to finish`
            : '';
        switch (settings.mode) {
            case 'create':
                return this.line(`Created job ${jobId} (status ${status})${waiting}`);
            case 'follow-up':
                return this.line(`Job ${jobId} accepted the message (status ${status})${waiting}`);
            case 'watch':
                return this.line(`Job ${jobId} is ${status}${waiting}`);
        }
    }
    retrying(what, failure, delayMs, attempt) {
        this.line(`${what} failed (${this.forLog(failure.message)}); trying again in ${(0,duration/* formatDuration */.a)(delayMs)} (attempt ${attempt + 1})`);
    }
    finished(sentence, record) {
        this.line(sentence);
        if (record.prLink)
            this.line(`Pull request: ${this.forLog(record.prLink, 500)}`);
    }
    /** The waiter's events, as log lines; `onRecord` keeps the caller's view of the job current. */
    waitEvents(jobId, onRecord) {
        return {
            recordSeen: (record) => {
                onRecord(record);
                this.debugRecord(record);
            },
            statusChanged: (record, previous) => this.line(`Job ${jobId}: ${this.forLog(previous.status, 40)} → ${this.forLog(record.status, 40)}`),
            heartbeat: (waitedMs, record) => this.line(`Job ${jobId} is still ${this.forLog(record.status, 40)} after ${(0,duration/* formatDuration */.a)(waitedMs)}`),
            unknownStatus: (status) => this.line(`The service reported an unknown status '${this.forLog(status, 40)}'; treating it as not finished`),
            pollFailed: (failure, retryInMs, inARow) => this.line(`Status check failed (${this.forLog(failure.message)}); trying again in ${(0,duration/* formatDuration */.a)(retryInMs)}${inARow > 1 ? ` (${inARow} failures in a row)` : ''}`),
            staleResultAccepted: (record) => this.line(`Job ${jobId} still shows status ${this.forLog(record.status, 40)} from before the message and never became active again; taking it as the result`),
        };
    }
}

// EXTERNAL MODULE: ./src/report/github.ts
var github = __webpack_require__(7611);
;// CONCATENATED MODULE: ./src/prompt.ts




/**
 * The prompt as sent. For a merged pull request (docs follow code) its context is read from
 * GitHub first: the pull request itself on workflow_dispatch, and its changed files with patches.
 */
async function composePrompt(settings, deps) {
    const source = settings.pullRequestContext;
    if (!source)
        return promptToSend(settings);
    const info = (message) => deps.log.info(message);
    const [owner, repo] = (deps.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || !settings.githubToken) {
        throw new errors/* InputError */.dz(`reading pull request #${source.number} needs GITHUB_REPOSITORY and github-token: run in a GitHub workflow, or give a prompt`);
    }
    const open = deps.open ?? github/* openPullRequest */.Hw;
    const reader = await open({ token: settings.githubToken, owner, repo, number: source.number, redact: deps.log.redact }, (message) => deps.log.warning(message), deps.signal);
    const pr = source.fromEvent ?? (await mergedPullRequest(reader, source.number, deps.signal));
    const budget = settings.diffBudget;
    const files = await readGitHub(source.number, deps.signal, () => reader.listFiles(docs_prompt/* FILE_CAP */.aA, { patches: budget > 0 }));
    const listing = { files, total: Math.max(pr.changedFiles, files.length) };
    const prompt = settings.prompt === undefined
        ? (0,docs_prompt/* docsPrompt */.u6)(pr, listing, { diffBudget: budget })
        : `${settings.prompt}\n\n---\n${(0,docs_prompt/* pullRequestContext */.EG)(pr, listing, { diffBudget: budget })}`;
    const listed = listing.total > files.length
        ? `${files.length.toLocaleString('en-US')} of ${listing.total.toLocaleString('en-US')} changed files listed (at most ${docs_prompt/* FILE_CAP */.aA.toLocaleString('en-US')})`
        : `${files.length.toLocaleString('en-US')} changed files`;
    info(`${settings.prompt === undefined ? 'Documenting' : 'Adding the context of'} merged pull request #${pr.number}: ${listed}, ${budget > 0 ? `diff within ${budget.toLocaleString('en-US')} characters` : 'no diff (diff-budget: 0)'}; prompt of ${prompt.length.toLocaleString('en-US')} characters`);
    return prompt;
}
/** issue-number on workflow_dispatch: the pull request, which must exist and be merged. */
async function mergedPullRequest(reader, number, signal) {
    const pr = await readGitHub(number, signal, () => reader.get());
    if (!pr) {
        throw new errors/* InputError */.dz(`no prompt, and #${number} is not a pull request: set prompt or prompt-file to start a job, or give issue-number of a merged pull request to document it`);
    }
    if (!pr.merged) {
        throw new errors/* InputError */.dz(`pull request #${number} is not merged (${pr.state || 'unknown state'}): documenting follows a merge; merge it first, or give a prompt to start a job about it`);
    }
    return pr;
}
/** A GitHub read, with its failure in one line: whose fault it is and what to do. */
async function readGitHub(number, signal, read) {
    try {
        return await read();
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        if (!(error instanceof github/* GitHubCallError */._6))
            throw error;
        const what = `could not read pull request #${number} from GitHub (${error.status ?? 'no answer'}: ${error.message})`;
        if (error.status === 401 || error.status === 403 || error.status === 404) {
            throw new errors/* UserError */.yo(`${what}: give github-token the permission pull-requests: read; nothing was sent to the service`);
        }
        throw new errors/* ServiceError */._7(`${what}: nothing was sent to the service; run the workflow again`);
    }
}

// EXTERNAL MODULE: ./src/outcome.ts
var src_outcome = __webpack_require__(4671);
// EXTERNAL MODULE: ./src/report/issue.ts + 1 modules
var issue = __webpack_require__(4707);
;// CONCATENATED MODULE: ./src/report/outputs.ts
/** The run knows a job (from the service, or given as job-id): outputs and summary are due whatever happens next. */
function knowsJob(state) {
    return state.jobId !== undefined || state.record !== undefined;
}
/**
 * The step outputs: written as soon as a job id is known, and again when the run ends (the last
 * value of an output wins), also when the step then fails. The printer redacts every value: a
 * service may echo the key anywhere.
 */
function writeOutputs(out, state) {
    const { record } = state;
    out.setOutput('job-id', state.jobId ?? '');
    out.setOutput('status', record?.status ?? '');
    out.setOutput('pr-link', record?.prLink ?? '');
    out.setOutput('timed-out', String(state.timedOut));
    out.setOutput('job', record ? JSON.stringify(record.raw) : '');
    out.setOutput('comment-url', state.commentUrl);
}

// EXTERNAL MODULE: ./src/report/saved-round.ts
var saved_round = __webpack_require__(3352);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(7994);
;// CONCATENATED MODULE: ./src/report/run-report.ts







/**
 * The run as people see it: the step's outputs, the job summary and the round on the issue. It
 * learns as the run goes, so that whatever happens, what is known reaches all three.
 */
class RunReport {
    log;
    env;
    clock;
    startedAt;
    state = { timedOut: false, waitedMs: 0, commentUrl: '' };
    thread;
    settings;
    issue;
    /** Ends GitHub calls once a cancelled run has had its grace for the last report. */
    cancelled;
    /** The round as saved for the post step, which ends it should the runner kill this one first. */
    saved;
    constructor(log, env, clock, startedAt) {
        this.log = log;
        this.env = env;
        this.clock = clock;
        this.startedAt = startedAt;
        this.saved = { startedAt: clock.wallNow() };
    }
    /** Where the round is answered: known before the other inputs are read, so that an input error is answered too. */
    answerOn(thread) {
        this.thread = thread;
        this.log.addSecret(thread.githubToken);
    }
    /** The issue or pull request of the round, opened when there is something to do on it. */
    async openIssue(settings, cancelled) {
        this.cancelled = cancelled;
        this.settings = settings;
        const asking = settings.conversation?.kind === 'instruction' || settings.conversation?.kind === 'ask';
        this.issue = await issue/* IssueReport */.m7.open(settings, this.issueOptions(), asking);
        if (this.issue) {
            this.save({
                round: this.issue.round,
                issue: this.issue.number,
                comment: settings.comment,
                label: settings.labelToRemove,
                mention: settings.sender,
            });
        }
        return this.issue;
    }
    /**
     * The round as resolved: which job, and what it sends to it. A job given as job-id (or found on
     * the thread) is known from now on: the outputs and the summary name it at once, whatever the
     * first request then does.
     */
    async about(settings) {
        this.settings = settings;
        this.state.jobId = settings.jobId;
        this.save({ action: this.view().action, jobId: settings.jobId });
        await this.writeOutputsAndSummary();
    }
    /**
     * The job is known: the outputs and the summary at once, before any GitHub call that could hang
     * (a cancelled run may be killed soon), then the working note if the round waits for it.
     */
    async jobKnown(jobId, record) {
        this.state.jobId = jobId;
        this.state.record = record;
        this.save({ jobId, status: record.status });
        await this.writeOutputsAndSummary();
        if (jobId && this.settings?.wait && !isTerminal(record.status)) {
            await this.issue?.working(this.view());
            this.save({ workingId: this.issue?.workingId });
            this.state.commentUrl = this.issue?.commentUrl ?? '';
            this.log.setOutput('comment-url', this.state.commentUrl);
        }
    }
    recordSeen(record) {
        this.state.record = record;
        if (record.status !== this.saved.status)
            this.save({ status: record.status });
    }
    /** The job ended, or the wait did: the outcome, and the step fails if `fail-on` lists it. */
    ended(record, timedOut) {
        const { state } = this;
        state.record = record;
        state.timedOut = timedOut;
        state.waitedMs = this.clock.now() - this.startedAt;
        const outcome = (0,src_outcome/* outcomeOf */.sG)(record, timedOut);
        state.end = outcome;
        state.headline = (0,src_outcome/* describeOutcome */.SS)(outcome, state.jobId ?? record.id, state.waitedMs);
        this.log.info(state.headline);
        if (record.prLink)
            this.log.info(`Pull request: ${record.prLink}`);
        if (outcome !== 'pr' && outcome !== 'running' && this.settings?.failOn.has(outcome)) {
            this.log.fail((0,src_outcome/* failureFor */.em)(outcome, state.jobId ?? record.id, state.waitedMs));
        }
    }
    /** `/agent` alone on a thread that has no job: the answer says so. */
    noJob() {
        this.state.end = 'no-job';
        this.log.notice(`#${this.issue?.number ?? '?'} has no job of this action yet: nothing to check on`);
    }
    /** The run failed: one line that says what happened and what to do, naming the job when there is one. */
    failed(error) {
        const { state } = this;
        state.waitedMs = this.clock.now() - this.startedAt;
        state.end = error instanceof errors/* CancelledError */.cc ? 'cancelled' : 'error';
        state.headline = failureLine(error, state.jobId);
        this.log.fail(state.headline);
    }
    /** The last word: outputs and summary as they stand, then the round's result on the thread. */
    async close() {
        const { state } = this;
        if (state.end === undefined)
            return this.reported();
        // Should the runner kill the step before the thread has this end, the post step writes it.
        this.save({
            end: state.end,
            prLink: state.record?.prLink,
            failure: state.end === 'error' ? state.headline : undefined,
        });
        await this.writeOutputsAndSummary();
        if (!this.issue && this.thread && state.end === 'error' && this.thread.answersFailures) {
            this.issue = await issue/* IssueReport */.m7.open(this.thread, this.issueOptions()).catch(() => undefined);
        }
        await this.issue?.finished(this.view(), state.end);
        const url = this.issue?.commentUrl ?? '';
        if (url !== state.commentUrl) {
            state.commentUrl = url;
            this.log.setOutput('comment-url', url);
        }
        // A result GitHub did not take (it hung, or failed past its retries) is the post step's to write.
        if (this.issue?.answered !== false)
            this.reported();
    }
    /** The round as it stands, saved for the post step (see SavedRound). */
    save(change) {
        this.saved = { ...this.saved, ...change };
        this.log.saveState(saved_round/* ROUND_STATE */.RS, JSON.stringify(this.saved));
    }
    /** The round has its last word: the post step has nothing to do. */
    reported() {
        this.log.saveState(saved_round/* REPORTED_STATE */.CE, 'true');
    }
    async writeOutputsAndSummary() {
        const { state } = this;
        if (!knowsJob(state))
            return;
        writeOutputs(this.log, state);
        if (!state.jobId)
            return;
        const markdown = (0,summary/* summaryMarkdown */.e)(state, this.view(), state.end ?? 'running', this.log.redact);
        await (0,summary/* writeSummary */.S)(await this.log.toolkit(), markdown);
    }
    /** What the round shows, every text redacted before it is escaped or cut: the comment is public. */
    view() {
        const { state, settings, thread } = this;
        const redact = this.log.redact;
        const request = settings && requestOf(settings);
        return {
            round: this.issue?.round,
            jobId: state.jobId && redact(state.jobId),
            status: state.record?.status,
            action: settings?.mode === 'follow-up'
                ? 'follow-up'
                : settings?.mode === 'watch'
                    ? 'check'
                    : 'start',
            prLink: state.record?.prLink && redact(state.record.prLink),
            request: request && {
                title: request.title && redact(request.title),
                text: redact(request.text),
            },
            mention: thread?.sender,
            runUrl: (0,issue/* runUrlOf */.Qm)(this.env),
            waitedMs: state.waitedMs,
            failure: state.headline && redact(state.headline),
            documentsPullRequest: settings?.pullRequestToDocument !== undefined,
            triggerPhrase: thread?.triggerPhrase ?? '/agent',
        };
    }
    issueOptions() {
        return {
            env: this.env,
            redact: this.log.redact,
            info: (message) => this.log.info(message),
            warn: (message) => this.log.warning(message),
            cancelled: this.cancelled,
        };
    }
}
/** What the person asked, for quoting in the result: the issue's title and body apart, or the instruction. */
function requestOf(settings) {
    if (settings.prompt === undefined)
        return undefined;
    if (settings.promptSource === 'issue' && settings.issue) {
        return { title: settings.issue.title, text: settings.issue.body };
    }
    if (settings.promptSource === 'comment' && settings.conversation?.kind === 'instruction') {
        return { text: settings.conversation.text };
    }
    return { text: settings.prompt };
}
/** One line: what happened and what to do, naming the job whenever one exists. */
function failureLine(error, jobId) {
    if (error instanceof errors/* CancelledError */.cc) {
        if (jobId) {
            return `${error.message}: stopped waiting; job ${jobId} goes on at the service: run again with job-id: ${jobId} to resume`;
        }
        return `${error.message} before the service confirmed a job; if a create was under way the job may or may not exist: check the dashboard before running again`;
    }
    const line = (0,errors/* oneLine */.TN)(error);
    const known = error instanceof errors/* UserError */.yo || error instanceof errors/* ServiceError */._7;
    const text = known ? line : `unexpected error: ${line}; please report it`;
    return jobId && !text.includes(jobId) ? `${text} (job ${jobId})` : text;
}

;// CONCATENATED MODULE: ./src/round.ts
/**
 * Decides the round from the thread. An instruction in a comment goes to the issue's job as a
 * follow-up, or starts a new job when the issue has none usable; the trigger phrase alone checks
 * on the issue's job. A re-run of a workflow run whose round already has a job checks on that job
 * instead of sending the prompt a second time. The marker only knows what the last run saw, so the
 * service is asked before a job is reused.
 */
async function resolveRound(settings, issue, currentStatus, info, rerun) {
    const conversation = settings.conversation;
    const asked = conversation?.kind === 'instruction' || conversation?.kind === 'ask';
    if (issue && asked)
        await issue.acknowledge(conversation.commentId);
    if (!issue || settings.jobId || !(asked || rerun)) {
        return conversation?.kind === 'ask' && !settings.jobId
            ? { kind: 'no-job' }
            : { kind: 'job', settings };
    }
    const { latest, ownRound } = await issue.readJobs();
    if (rerun && ownRound && usable(await currentStatus(ownRound.jobId))) {
        info(`An earlier attempt of this run started job ${ownRound.jobId}: checking on it instead of asking again`);
        return { kind: 'job', settings: watch(settings, ownRound.jobId) };
    }
    if (conversation?.kind === 'ask') {
        if (!latest)
            return { kind: 'no-job' };
        info(`Checking on job ${latest.jobId}, the latest of #${issue.number}`);
        return { kind: 'job', settings: watch(settings, latest.jobId) };
    }
    if (conversation?.kind !== 'instruction' || !latest) {
        if (conversation?.kind === 'instruction')
            info(`#${issue.number} has no job yet: starting one`);
        return { kind: 'job', settings };
    }
    const status = (await currentStatus(latest.jobId)) ?? latest.status;
    if (usable(status)) {
        info(`#${issue.number} has job ${latest.jobId}: sending the instruction of ${conversation.author} to it`);
        return { kind: 'job', settings: { ...settings, mode: 'follow-up', jobId: latest.jobId } };
    }
    info(`The last job on #${issue.number} (${latest.jobId}) ${status === 'gone' ? 'no longer exists' : status}: starting a new job`);
    return { kind: 'job', settings };
}
/** A job a round can go on with: not failed, archived or gone (unknown counts as usable: the wait will tell). */
function usable(status) {
    return status !== 'failed' && status !== 'archived' && status !== 'gone';
}
function watch(settings, jobId) {
    return { ...settings, mode: 'watch', jobId, prompt: undefined, promptSource: undefined };
}

// EXTERNAL MODULE: ./node_modules/axios/lib/axios.js + 65 modules
var axios = __webpack_require__(1542);
;// CONCATENATED MODULE: ./src/service/client.ts





// Connection-level errors after which the service certainly did not see the request.
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/**
 * The Agent Job Service over HTTP: one request per call, answers turned into job records or
 * RequestFailures. It never retries and never decides what a failure means for the run.
 * Ids are validated by the caller before they reach a path.
 */
class AgentJobClient {
    options;
    http;
    constructor(options) {
        this.options = options;
        this.http = axios/* default */.A.create({
            maxRedirects: 0,
            // Proxies come from HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case): this axios version
            // tunnels https through CONNECT, so the proxy never sees the bearer token. A loopback
            // base-url (plain http allowed) never goes through one: the request must not leave the machine.
            ...(isLoopback(options.baseUrl.hostname) && { proxy: false }),
            responseType: 'text',
            transformResponse: [(data) => data],
            validateStatus: () => true,
            maxContentLength: MAX_BODY_BYTES,
            headers: {
                Authorization: `Bearer ${options.apiKey}`,
                'User-Agent': options.userAgent,
                Accept: 'application/json',
            },
        });
    }
    createJob(prompt, call) {
        return this.send('POST', this.jobsPath(), call, { prompt });
    }
    sendMessage(jobId, prompt, call) {
        return this.send('POST', `${this.jobsPath()}/${jobId}/message`, call, { prompt });
    }
    getJob(jobId, call) {
        return this.send('GET', `${this.jobsPath()}/${jobId}`, call);
    }
    jobsPath() {
        return `v2/agent/${this.options.projectId}/job`;
    }
    async send(method, path, call, body) {
        const url = new URL(path, this.options.baseUrl).toString();
        // AbortSignal.timeout takes whole milliseconds; deadlines from a monotonic clock are fractional.
        const limitMs = Math.min(call.timeoutMs ?? Infinity, this.options.requestTimeoutMs);
        const timeout = AbortSignal.timeout(Math.max(1, Math.ceil(limitMs)));
        let response;
        try {
            response = await this.http.request({
                method,
                url,
                signal: AbortSignal.any([call.signal, timeout]),
                ...(body && {
                    data: JSON.stringify(body),
                    headers: { 'Content-Type': 'application/json' },
                }),
            });
        }
        catch (error) {
            if (call.signal.aborted)
                throw call.signal.reason;
            if (timeout.aborted)
                throw new RequestFailure('timeout', {});
            const code = errorCode(error);
            throw new RequestFailure('network', { code, neverSent: code ? NEVER_SENT.has(code) : false });
        }
        return this.readAnswer(response);
    }
    readAnswer(response) {
        const { status } = response;
        // An answer to https that did not come over TLS is the proxy's refusal to open the tunnel
        // (https-proxy-agent replays it as the answer): the service never saw the request.
        if (this.options.baseUrl.protocol === 'https:' && !cameOverTls(response)) {
            throw new RequestFailure('proxy', { status });
        }
        const text = typeof response.data === 'string' ? response.data : '';
        if (status >= 300 && status < 400) {
            throw new RequestFailure('redirect', { status, location: header(response, 'location') });
        }
        if (status < 200 || status >= 300) {
            throw new RequestFailure('http', {
                status,
                retryAfter: header(response, 'retry-after'),
                serviceMessage: this.serviceMessage(text),
            });
        }
        const record = parseJobRecord(parseJson(text));
        if (!record)
            throw new RequestFailure('unreadable', { status });
        return record;
    }
    /** The `error` text of a JSON error body, or what kind of body came instead. Untrusted: one short printable line. */
    serviceMessage(text) {
        const json = parseJson(text);
        if (json && typeof json === 'object' && 'error' in json && typeof json.error === 'string') {
            const clean = json.error.replace(/[^\x20-\x7e\u00a0-\uffff]+/g, ' ').trim();
            return (0,src_redact/* shorten */.m)(clean, 300, this.options.redact) || undefined;
        }
        if (/^\s*</.test(text))
            return 'an HTML page instead of JSON, probably from a proxy or gateway';
        return text.trim() ? 'a body that is not the JSON error format' : undefined;
    }
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function cameOverTls(response) {
    const socket = response.request?.socket;
    return socket?.encrypted === true;
}
function header(response, name) {
    const value = response.headers[name];
    return typeof value === 'string' ? value : undefined;
}
/** The system error code of a failed request, looking through axios' wrapping and Node's AggregateError. */
function errorCode(error) {
    const seen = new Set();
    let current = error;
    while (current && typeof current === 'object' && !seen.has(current)) {
        seen.add(current);
        const { code, cause, errors } = current;
        if (typeof code === 'string' && code !== 'ERR_NETWORK' && !code.startsWith('ERR_BAD'))
            return code;
        current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/toolkit.ts
var toolkit = __webpack_require__(7441);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: ./src/version.ts

const ACTION_NAME = 'agent-job-action';
const ACTION_VERSION = package_namespaceObject.rE;
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (node ${process.versions.node})`;

;// CONCATENATED MODULE: ./src/main.ts














const defaultRuntime = { clock: clock/* systemClock */.m, random: Math.random, env: process.env };
/** The action: read settings → resolve the round → start or find the job → wait → report. */
async function run(runtime = defaultRuntime) {
    const { clock, env } = runtime;
    const input = (name) => (0,toolkit/* readInput */.R5)(name, env);
    const log = new src_log/* RunnerLog */.r(input('api-key')); // masks the key before anything is printed
    const startedAt = clock.now();
    const report = new RunReport(log, env, clock, startedAt);
    const cancellation = listenForCancellation();
    try {
        // Read settings. Where to answer comes first, so that an input error is answered too.
        const event = readEvent(env);
        report.answerOn(readThreadSettings(input, event));
        const settings = readSettings(input, {
            workspace: env.GITHUB_WORKSPACE || process.cwd(),
            event,
        });
        const skip = settings.conversation?.kind === 'skip' ? settings.conversation.reason : settings.skip;
        if (skip)
            return log.notice(`Nothing to do: ${skip}.`);
        // Resolve the round: which job, and what to send it.
        const client = serviceClient(settings, log);
        const issue = await report.openIssue(settings, cancellation.requestSignal);
        const rerun = Number(env.GITHUB_RUN_ATTEMPT) > 1;
        const round = await resolveRound(settings, issue, statusAtService(client, cancellation.signal), (m) => log.info(m), rerun);
        if (round.kind === 'no-job')
            return report.noJob();
        await report.about(round.settings);
        // Start or find the job. Its id reaches the outputs before anything else can go wrong.
        const work = {
            client,
            clock,
            random: runtime.random,
            cancellation,
            progress: new ProgressLog(log, log.redact),
            startedAt,
        };
        const prompt = await composePrompt(round.settings, { env, log, signal: cancellation.signal });
        const first = await startOrFindJob(round.settings, prompt, work);
        report.recordSeen(first);
        const jobId = round.settings.jobId ?? checkJobId(first, log.redact);
        work.progress.started(round.settings, jobId, first);
        await report.jobKnown(jobId, first);
        if (cancellation.signal.aborted)
            throw cancellation.signal.reason;
        // Wait, unless the workflow asked not to.
        const result = round.settings.wait
            ? await waitUntilDone(round.settings, { jobId, record: first }, work, (r) => report.recordSeen(r))
            : { record: first, timedOut: false };
        report.ended(result.record, result.timedOut);
    }
    catch (error) {
        report.failed(error);
    }
    finally {
        // Report: outputs, summary and the round's result on the thread, whatever happened above.
        cancellation.dispose();
        await report.close();
    }
}
function serviceClient(settings, log) {
    return new AgentJobClient({
        baseUrl: settings.baseUrl,
        projectId: settings.projectId,
        apiKey: settings.apiKey,
        userAgent: USER_AGENT,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        redact: log.redact,
    });
}


/***/ })

};

//# sourceMappingURL=223.index.js.map