/**
 * A crash-test seam: when the environment variable SUFRA_FAULT_PAUSE names this point, the process
 * announces it on stderr ("SUFRA_FAULT_POINT <name>") and waits there forever, so a test can kill it
 * with SIGKILL at exactly that moment (test/crash/*.test.ts). Unset (always, outside those tests) it
 * costs one property read.
 */
export async function faultPoint(name: string): Promise<void> {
  if (process.env.SUFRA_FAULT_PAUSE !== name) return;
  process.stderr.write(`SUFRA_FAULT_POINT ${name}\n`);
  await new Promise<never>(() => {});
}
