import { oneLine } from './errors.js';
import { createRedactor, type Redactor } from './redact.js';
import { loadToolkit, type Toolkit } from './toolkit.js';
import { showInvisible } from './visible.js';

/** The printing half of the gate, as the reporters use it. */
export type Printer = Pick<RunnerLog, 'info' | 'debug' | 'warning' | 'notice' | 'setOutput'>;

/** One line, redacted: state values reach the runner's debug log as they are. */
const oneLineState = (text: string) => text.replace(/\p{Cc}/gu, ' ');

/**
 * The one place the action prints: the log, the step's result, its outputs and the job summary
 * all go through it, and nothing else in the action touches the toolkit's printing or stdout.
 * The key is masked before anything else is printed; every text is redacted, and every log line
 * is made one visible line that cannot be a workflow command (see logLine), whatever the caller
 * put in it. The toolkit (@actions/core, ~1 MB with the HTTP client it loads for OIDC) loads at
 * the first line, or, while a round holds it (holdingToolkit), once the round's first request to
 * the service is out: no request before waits for it. Calls made before it has loaded are
 * printed, in order, once it has.
 */
export class RunnerLog implements Printer {
  private readonly secrets: string[];
  private redactor: Redactor;
  private toolkit?: Promise<Toolkit>;
  private hold?: { readonly released: Promise<void>; readonly release: () => void };
  private printed: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly apiKey: string,
    private readonly load: () => Promise<Toolkit> = loadToolkit,
    /**
     * The outputs the step's action.yml declares: any other is not written (every action sets
     * only the outputs it declares). Undefined: every output.
     */
    private readonly outputs?: ReadonlySet<string>,
  ) {
    this.secrets = [apiKey];
    this.redactor = createRedactor(this.secrets);
  }

  /**
   * The toolkit, loaded on the first call that needs it, once any hold is released; the key is
   * masked before anything else.
   */
  private get loaded(): Promise<Toolkit> {
    const load = () => this.load();
    this.toolkit ??= (this.hold ? this.hold.released.then(load) : load()).then((core) => {
      maskKey(core, this.apiKey);
      return core;
    });
    return this.toolkit;
  }

  /**
   * Runs `work` with the toolkit's loading held until work calls `release`, or ends: the lines
   * asked for meanwhile wait, in order. A round holds it while its first request to the service
   * goes out, so that the toolkit's compiling (tens of milliseconds on Node 24) does not come
   * before the request. A warning releases it, so that trouble (GitHub failing while the round
   * composes its prompt) shows at once; so do the summary and `flushed`, which wait for the
   * toolkit. A hold asked for once the toolkit is loading changes nothing.
   */
  async holdingToolkit<T>(work: (release: () => void) => Promise<T>): Promise<T> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    this.hold = { released, release };
    try {
      return await work(release);
    } finally {
      release();
    }
  }

  /**
   * Replaces every secret the log knows of with `***`: for texts that leave the process by other
   * ways (GitHub).
   */
  readonly redact: Redactor = (text) => this.redactor(text);

  /**
   * One more secret to keep out of everything (the GitHub token); the redactor skips an empty one.
   * `mask`: the runner masks it in the log too, as the key (a docs token the runner may not know
   * of).
   */
  addSecret(secret: string, { mask = false }: { mask?: boolean } = {}): void {
    this.secrets.push(secret);
    this.redactor = createRedactor(this.secrets);
    if (mask && secret) this.print((core) => core.setSecret(secret));
  }

  info(message: string): void {
    this.print((core) => core.info(this.line(message)));
  }

  debug(message: string): void {
    this.print((core) => core.debug(this.line(message)));
  }

  /** A warning is not held (holdingToolkit): trouble shows at once. */
  warning(message: string | Error): void {
    this.hold?.release();
    this.print((core) => core.warning(this.line(String(message))));
  }

  notice(message: string | Error): void {
    this.print((core) => core.notice(this.line(String(message))));
  }

  /** The step fails, with this one line as the reason. */
  fail(message: string): void {
    this.print((core) => core.setFailed(this.line(message)));
  }

  /**
   * A step output: redacted, otherwise as given (the runner reads outputs from a file, never from
   * the log). What an output may hold is decided before it gets here (report/outputs.ts).
   */
  setOutput(name: string, value: string): void {
    if (this.outputs && !this.outputs.has(name)) return;
    this.print((core) => core.setOutput(name, this.redact(value)));
  }

  /**
   * Saved for the post step (`GITHUB_STATE`; the runner hands it back as `STATE_<name>`). The last
   * value saved under a name wins. Nothing secret: the runner prints saved state in its debug log.
   */
  saveState(name: string, value: string): void {
    this.print((core) => core.saveState(name, oneLineState(this.redact(value))));
  }

  /**
   * Writes (or rewrites) the job summary, Markdown made safe by its author; a failure is a warning,
   * never the step's.
   */
  async writeSummary(markdown: string): Promise<void> {
    this.hold?.release();
    await this.printed;
    const core = await this.loaded;
    try {
      await core.writeSummary(this.redact(markdown));
    } catch (error) {
      this.warning(`could not write the job summary: ${oneLine(error)}`);
    }
  }

  /** Everything asked of the gate so far has been printed, and the key masked. */
  async flushed(): Promise<void> {
    this.hold?.release();
    await this.loaded;
    await this.printed;
  }

  private line(message: string): string {
    return logLine(this.redact(message));
  }

  private print(write: (core: Toolkit) => void): void {
    const loaded = this.loaded; // the first line starts the toolkit loading, or asks for it
    // A write that throws must not stop the ones after it.
    this.printed = this.printed.then(async () => write(await loaded)).catch(() => undefined);
  }
}

// How the log shows the characters that would break a line or hide in it.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const NAMED_CONTROLS: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A message as one line of the log that reads as what it is. The runner splits the log at CR and
 * LF and obeys a line as a workflow command when, past leading white space, it starts with `::`,
 * or when it holds `##[` anywhere (the old form), so outside text could otherwise add masks, stop
 * command processing or forge an error. Here every control character (CR, LF, NUL, …) and line
 * separator becomes an escape (`\n`, `\u0000`), every invisible character its code point
 * (`<U+202E>`), `##[` becomes `##\[`, and a line whose first visible character is `:` gets a
 * backslash before it (combining marks count as invisible there: the runner compares strings by
 * culture rules, which skip some of them). `%` needs nothing: the toolkit escapes it in command
 * data and the runner decodes only that. Messages are one line by construction, so this can
 * apply to all of them.
 */
export function logLine(message: string): string {
  return showInvisible(message)
    .replace(
      CONTROL,
      (c) => NAMED_CONTROLS[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
    .replace(/##\[/g, '##\\[')
    .replace(/^([\s\p{M}]*):/u, '$1\\:');
}

/** Masks the key, and the secret after its `<prefix>_`, before anything else is printed. */
function maskKey(core: Toolkit, apiKey: string): void {
  if (!apiKey) return;
  core.setSecret(apiKey);
  const secret = apiKey.slice(apiKey.indexOf('_') + 1);
  if (secret !== apiKey && secret.length >= 8) core.setSecret(secret);
}
