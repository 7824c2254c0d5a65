// Scripted job lives for the sweep (emulator/timeline.ts) and a job the service forgets, served
// over HTTP by the real emulator.
import { afterEach, describe, expect, it } from '@jest/globals';
import { startEmulator, type Emulator, type JobRecordJson } from '../../emulator/server.js';
import { timeline } from '../../emulator/timeline.js';

let emu: Emulator | undefined;

afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

async function get(e: Emulator, id: string): Promise<{ status: number; record: JobRecordJson }> {
  const res = await fetch(`${e.url}/v2/agent/${e.projectId}/job/${id}`, {
    headers: { Authorization: `Bearer ${e.apiKey}` },
  });
  return { status: res.status, record: (await res.json()) as JobRecordJson };
}

const statuses = async (e: Emulator, id: string, n: number): Promise<string[]> => {
  const seen: string[] = [];
  for (let i = 0; i < n; i += 1) seen.push((await get(e, id)).record.status);
  return seen;
};

describe('a job active for a number of status checks', () => {
  it('is active for exactly that many checks, then ends with a pull request and stays ended', async () => {
    const e = (emu = await startEmulator());
    const id = e.seedJob(timeline({ activeChecks: 3 }, 'pr'));
    expect(await statuses(e, id, 3)).toEqual(['active', 'active', 'active']);
    const ended = await get(e, id);
    expect(ended.record).toMatchObject({ status: 'completed' });
    expect(ended.record.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);
    expect((await get(e, id)).record.prLink).toBe(ended.record.prLink);
  });

  it('ends without a pull request, failed, archived, or with a chosen link', async () => {
    const e = (emu = await startEmulator());
    const noPr = e.seedJob(timeline({ activeChecks: 1 }, 'no-pr'));
    const failed = e.seedJob(timeline({ activeChecks: 0 }, 'failed'));
    const archived = e.seedJob(timeline({ activeChecks: 0 }, 'archived'));
    const chosen = e.seedJob(timeline({ activeChecks: 0 }, 'pr', 'https://github.com/a/b/pull/9'));
    expect(await statuses(e, noPr, 2)).toEqual(['active', 'completed']);
    expect((await get(e, noPr)).record.prLink).toBeNull();
    expect((await get(e, failed)).record).toMatchObject({ status: 'failed', prLink: null });
    expect((await get(e, archived)).record.status).toBe('archived');
    expect((await get(e, chosen)).record).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/a/b/pull/9',
    });
  });
});

describe('a job active until a time on the emulator clock', () => {
  it('is active before that time however often it is checked, and ended from then on', async () => {
    let now = Date.UTC(2030, 0, 1);
    const e = (emu = await startEmulator({ now: () => now }));
    const id = e.seedJob(timeline({ activeUntil: now + 20 * 60_000, now: () => now }, 'pr'));
    const later = e.seedJob(timeline({ activeForMs: 30 * 60_000 }, 'failed'));
    expect(await statuses(e, id, 5)).toEqual(Array(5).fill('active'));
    now += 20 * 60_000 - 1;
    expect((await get(e, id)).record.status).toBe('active');
    now += 1;
    expect((await get(e, id)).record.status).toBe('completed');
    expect((await get(e, later)).record.status).toBe('active');
    now += 10 * 60_000;
    expect((await get(e, later)).record.status).toBe('failed');
  });
});

describe('a job the service no longer knows', () => {
  it('answers 404 Job not found once forgotten, for GET and follow-up alike', async () => {
    const e = (emu = await startEmulator());
    const id = e.seedJob(timeline({ activeChecks: 5 }, 'pr'));
    expect((await get(e, id)).status).toBe(200);
    expect(e.forgetJob(id)).toBe(true);
    expect(e.forgetJob(id)).toBe(false);
    const gone = await get(e, id);
    expect(gone).toEqual({ status: 404, record: { error: 'Job not found' } });
    const message = await fetch(`${e.url}/v2/agent/${e.projectId}/job/${id}/message`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${e.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'more' }),
    });
    expect(message.status).toBe(404);
    expect(e.jobIds()).not.toContain(id);
  });
});
