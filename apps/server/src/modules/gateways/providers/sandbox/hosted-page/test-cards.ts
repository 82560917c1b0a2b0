import type { FailureReason } from '@sufra/domain';
import type { CardBrand } from './card';

/** What a sandbox test card does: approve, decline with a reason, or ask for a 3-D Secure code first. */
export type TestCardOutcome =
  | { kind: 'paid' }
  | { kind: 'failed'; reason: FailureReason }
  | { kind: 'three_ds' };

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: TestCardOutcome;
}

/** The 3-D Secure code the challenge page accepts; any other code fails the payment. */
export const SANDBOX_OTP = '123456';

/** Every number passes Luhn; any expiry in the future, any 3-digit CVC, any first and last name. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: { kind: 'paid' } },
  { number: '5555555555554444', brand: 'mastercard', outcome: { kind: 'paid' } },
  { number: '4406470000000007', brand: 'mada', outcome: { kind: 'paid' } },
  { number: '4000000000000002', brand: 'visa', outcome: { kind: 'failed', reason: 'card_declined' } },
  { number: '4000000000009995', brand: 'visa', outcome: { kind: 'failed', reason: 'insufficient_funds' } },
  { number: '4000000000000069', brand: 'visa', outcome: { kind: 'failed', reason: 'expired_card' } },
  { number: '4000000000000127', brand: 'visa', outcome: { kind: 'failed', reason: 'incorrect_details' } },
  { number: '4000000000003220', brand: 'visa', outcome: { kind: 'three_ds' } },
  { number: '5888450000000003', brand: 'mada', outcome: { kind: 'three_ds' } },
];

export function findTestCard(digits: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === digits);
}

/** Apple Pay in the sandbox: any token approves except these, which give the named outcome. */
export const TEST_TOKENS: Record<string, TestCardOutcome> = {
  tok_sandbox_paid: { kind: 'paid' },
  tok_sandbox_card_declined: { kind: 'failed', reason: 'card_declined' },
  tok_sandbox_insufficient_funds: { kind: 'failed', reason: 'insufficient_funds' },
  tok_sandbox_expired_card: { kind: 'failed', reason: 'expired_card' },
  tok_sandbox_incorrect_details: { kind: 'failed', reason: 'incorrect_details' },
  tok_sandbox_three_ds: { kind: 'three_ds' },
};

/** Gateway-side messages, worded like Moyasar's (English, for logs and the callback's `message`). */
export const OUTCOME_MESSAGES: Record<'paid' | FailureReason | 'three_ds_failed', string> = {
  paid: 'APPROVED',
  card_declined: 'DECLINED',
  insufficient_funds: 'INSUFFICIENT FUNDS',
  expired_card: 'EXPIRED CARD',
  incorrect_details: 'INVALID CARD DETAILS',
  three_ds_failed: '3-D Secure transaction attempt failed (Authentication failed)',
};
