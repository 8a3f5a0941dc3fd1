/**
 * Once per browser-test run: a real SMTP server and the app, started as `npm start` starts it (fresh
 * embedded database with the sample data, site built from it), scheduled functions every 2 s.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startAppServer, type AppServer } from '#tests/helpers/app-server.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
    /** The SMTP address of the same mailbox, for a test file that starts its own server. */
    smtpUrl: string;
    dataDir: string;
  }
}

let app: AppServer | undefined;
let mailbox: Mailbox | undefined;

export async function setup(project: TestProject): Promise<void> {
  mailbox = await startMailbox();
  app = await startAppServer({ SMTP_URL: mailbox.smtpUrl, SCHEDULE_INTERVAL_SECONDS: '2', PUBLIC_URL: undefined });
  project.provide('baseUrl', app.url);
  project.provide('mailboxUrl', mailbox.httpUrl);
  project.provide('smtpUrl', mailbox.smtpUrl);
  project.provide('dataDir', app.dataDir);
}

export async function teardown(): Promise<void> {
  const code = await app?.stop();
  if (code !== 0 && app) process.stderr.write(`server exited with ${code}:\n${app.logs().slice(-3000)}\n`);
  await mailbox?.close();
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
}
