/**
 * The honeypot of the public sign-up forms (demo request, restaurant application): a field hidden from
 * people and assistive technology, so only a script filling every input sends it non-empty. A name bots
 * like and browsers do not autofill. The server refuses a request with it filled and writes nothing.
 */
export const HONEYPOT_FIELD = 'fax';
