import type { CartLine } from '@sufra/domain';
import type { OrderLineInput } from '@sufra/domain/contracts';

/** The lines as the API takes them: what and how many, never a price (the server prices everything). */
export function orderLines(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.map((line) => ({
    itemId: line.itemId,
    quantity: line.quantity,
    selectedOptions: line.selectedOptions.map((o) => ({ optionId: o.optionId, quantity: o.quantity })),
    specialInstructions: line.specialInstructions.trim(),
  }));
}
