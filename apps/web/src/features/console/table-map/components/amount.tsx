import { halalas } from '@sufra/domain';
import { Money } from '../../../../shared/ui/money';

/** The shared Money display for the contract's amounts (whole halalas from the server, checked here). */
export function Amount({ amount, className }: { amount: number; className?: string }) {
  return <Money amount={halalas(amount)} className={className} />;
}
