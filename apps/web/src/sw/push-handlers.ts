/// <reference lib="webworker" />
/** Push messages of diners and staff devices (issue 14 items 2 and 3). */
export function registerPushHandlers(): void {}
