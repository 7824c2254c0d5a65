import { createRedactor, type Redactor } from './redact.js';
import { loadToolkit, type Toolkit } from './toolkit.js';

/** The printing half of the toolkit, as the reporters use it. */
export type Printer = Pick<Toolkit, 'info' | 'debug' | 'warning' | 'notice' | 'setOutput'>;

/** One line, redacted: state values reach the runner's debug log as they are. */
const oneLineState = (text: string) => text.replace(/\p{Cc}/gu, ' ');

/**
 * Everything the action says through the runner: the log, the step's result and its outputs.
 * The key is masked before anything else is printed, and every text is redacted. The toolkit
 * (@actions/core) loads in the background, ~50 ms, so that the first request need not wait for
 * it: calls made before it has loaded are printed, in order, once it has.
 */
export class RunnerLog implements Printer {
  private readonly secrets: string[];
  private redactor: Redactor;
  private readonly loaded: Promise<Toolkit>;
  private printed: Promise<unknown>;

  constructor(apiKey: string) {
    this.secrets = [apiKey];
    this.redactor = createRedactor(this.secrets);
    this.loaded = loadToolkit().then((core) => {
      maskKey(core, apiKey);
      return core;
    });
    this.printed = this.loaded;
  }

  /** Replaces every secret the log knows of with `***`: for texts that leave the process by other ways (GitHub). */
  readonly redact: Redactor = (text) => this.redactor(text);

  /** One more secret to keep out of everything (the GitHub token). */
  addSecret(secret: string): void {
    if (!secret || this.secrets.includes(secret)) return;
    this.secrets.push(secret);
    this.redactor = createRedactor(this.secrets);
  }

  info(message: string): void {
    this.print((core) => core.info(this.redact(message)));
  }

  debug(message: string): void {
    this.print((core) => core.debug(this.redact(message)));
  }

  warning(message: string | Error): void {
    this.print((core) => core.warning(this.redact(String(message))));
  }

  notice(message: string | Error): void {
    this.print((core) => core.notice(this.redact(String(message))));
  }

  /** The step fails, with this one line as the reason. */
  fail(message: string): void {
    this.print((core) => core.setFailed(this.redact(message)));
  }

  setOutput(name: string, value: unknown): void {
    this.print((core) => core.setOutput(name, this.redact(String(value))));
  }

  /**
   * Saved for the post step (`GITHUB_STATE`; the runner hands it back as `STATE_<name>`). The last
   * value saved under a name wins. Nothing secret: the runner prints saved state in its debug log.
   */
  saveState(name: string, value: string): void {
    this.print((core) => core.saveState(name, oneLineState(this.redact(value))));
  }

  /** The toolkit itself, once everything asked of it so far has been printed (for the job summary). */
  async toolkit(): Promise<Toolkit> {
    await this.printed;
    return this.loaded;
  }

  private print(write: (core: Toolkit) => void): void {
    // A write that throws must not stop the ones after it.
    this.printed = this.printed.then(async () => write(await this.loaded)).catch(() => undefined);
  }
}

/** Masks the key, and the secret after its `<prefix>_`, before anything else is printed. */
function maskKey(core: Toolkit, apiKey: string): void {
  if (!apiKey) return;
  core.setSecret(apiKey);
  const secret = apiKey.slice(apiKey.indexOf('_') + 1);
  if (secret !== apiKey && secret.length >= 8) core.setSecret(secret);
}
