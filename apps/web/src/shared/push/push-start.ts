/** What the diner layout's listener (use-push-messages.ts) loads on need: one chunk for both. */
export { refreshDinerPush } from './diner-push';
export { showForegroundPush } from './foreground-push';
