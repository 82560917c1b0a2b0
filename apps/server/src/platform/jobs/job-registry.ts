/**
 * The outbox's one map from job type to payload. It starts empty here because platform/ never imports
 * modules/: each module adds its own jobs beside their type constants, by augmenting this interface
 *
 *     declare module '../../platform/jobs/job-registry' {
 *       interface JobPayloads { [MY_JOB]: { orderId: number } }
 *     }
 *
 * so `enqueueJob` and the handlers given to the worker are checked against the same payload type, and a
 * type no module declares does not compile. Payloads are JSON: ids, not rows (handlers reload fresh data).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation (see above).
export interface JobPayloads {}

export type JobType = keyof JobPayloads & string;
