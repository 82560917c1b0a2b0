import { smtpPort, startMailInbox } from './mail-inbox';

/** Before any journey: the test SMTP server the app's mail goes to (stopped after the run). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailInbox(smtpPort(Number(process.env.E2E_PORT ?? 3210)));
}
