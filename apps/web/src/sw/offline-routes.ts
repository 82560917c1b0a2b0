/// <reference lib="webworker" />
/** Offline reads of the diner's menu and current orders (issue 14 item 6). */
export function registerOfflineRoutes(): void {}
