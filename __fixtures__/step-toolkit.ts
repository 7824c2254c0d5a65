// The runner's toolkit for one step run in-process (__fixtures__/run-in-process.ts): what
// @actions/core writes, written the same way, but to this step's own stdout, files and exit code.
// @actions/core writes to the process's stdout and exit code and reads its files' paths from the
// process's environment (the summary's only once per load), so two runs in one test process would
// share them. __tests__/unit/common/step-toolkit.test.ts holds this to the real toolkit, byte for
// byte, on the same calls.
import { randomUUID } from 'node:crypto';
import { access, writeFile } from 'node:fs/promises';
import { appendFileSync, constants, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import type { Toolkit } from '../src/common/toolkit.js';

export class StepToolkit implements Toolkit {
  /** Everything written to the step's stdout, in order. */
  stdout = '';
  /** 1 once the step failed (setFailed), as process.exitCode. */
  exitCode: number | undefined;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly onStdout: (chunk: string) => void = () => undefined,
  ) {}

  setSecret(secret: string): void {
    this.command('add-mask', {}, secret);
  }

  info(message: string): void {
    this.write(message + EOL);
  }

  debug(message: string): void {
    this.command('debug', {}, message);
  }

  warning(message: string): void {
    this.command('warning', {}, message);
  }

  notice(message: string): void {
    this.command('notice', {}, message);
  }

  setFailed(message: string): void {
    this.exitCode = 1;
    this.command('error', {}, message);
  }

  setOutput(name: string, value: string): void {
    if (this.env.GITHUB_OUTPUT) return this.fileCommand('OUTPUT', keyValue(name, value));
    this.write(EOL);
    this.command('set-output', { name }, value);
  }

  saveState(name: string, value: string): void {
    if (this.env.GITHUB_STATE) return this.fileCommand('STATE', keyValue(name, value));
    this.command('save-state', { name }, value);
  }

  async writeSummary(markdown: string): Promise<void> {
    const path = this.env.GITHUB_STEP_SUMMARY;
    if (!path) return;
    try {
      await access(path, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(
        `Unable to access summary file: '${path}'. Check if the file has correct read/write permissions.`,
      );
    }
    await writeFile(path, markdown, { encoding: 'utf8' });
  }

  private write(chunk: string): void {
    this.stdout += chunk;
    this.onStdout(chunk);
  }

  private command(name: string, properties: Record<string, string>, message: string): void {
    const props = Object.entries(properties)
      .filter(([, value]) => value)
      .map(([key, value]) => `${key}=${escapeProperty(value)}`)
      .join(',');
    this.write(`::${name}${props ? ` ${props}` : ''}::${escapeData(message)}${EOL}`);
  }

  private fileCommand(command: 'OUTPUT' | 'STATE', message: string): void {
    const path = this.env[`GITHUB_${command}`] ?? '';
    if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`);
    appendFileSync(path, `${message}${EOL}`, { encoding: 'utf8' });
  }
}

function keyValue(key: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (key.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: the name or value contains the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${EOL}${value}${EOL}${delimiter}`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
