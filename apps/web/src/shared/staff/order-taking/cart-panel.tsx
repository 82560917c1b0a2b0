import { halalas, lineKey, lineTotal } from '@sufra/domain';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../localized';
import { QuantityStepper } from '../../menu/quantity-stepper';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { cartFigures, type WaiterCart, type WaiterCartAction } from './waiter-cart';

/**
 * The order being taken (a waiter's at a table, the counter's takeaway), beside the menu on a tablet (below it on a phone): each line with its choices and
 * a quantity to change (down to removing it), the kitchen's note, the total as the server will price it,
 * and the one button that sends it.
 */
export function CartPanel({
  cart,
  dispatch,
  sendLabel,
  isSending,
  onSend,
  children,
}: {
  cart: WaiterCart;
  dispatch: Dispatch<WaiterCartAction>;
  sendLabel: string;
  isSending: boolean;
  onSend: () => void;
  /** The order's own fields (the counter's pickup phone), above the kitchen's note. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('floor');
  const localized = useLocalized();
  const { count, subtotal } = cartFigures(cart);
  return (
    <section
      id="waiter-cart"
      aria-labelledby="waiter-cart-heading"
      className="flex w-full flex-col gap-4 rounded-3xl border-2 border-line bg-surface p-4 lg:sticky lg:top-4 lg:w-[24rem] lg:shrink-0"
    >
      <h2 id="waiter-cart-heading" className="text-xl font-bold">
        {t('waiterOrder.cart', { count })}
      </h2>
      {cart.lines.length === 0 ? (
        <p className="text-lg text-muted">{t('waiterOrder.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('waiterOrder.lines')}>
          {cart.lines.map((line) => {
            const key = lineKey(line);
            const details = cart.details[line.itemId];
            const name = details ? localized(details.name, details.nameAr) : '';
            const options = line.selectedOptions
              .map((o) => {
                const option = details?.options[o.optionId];
                const label = option ? localized(option.name, option.nameAr) : '';
                return o.quantity > 1 ? `${label} ×${o.quantity}` : label;
              })
              .filter(Boolean);
            return (
              <li
                key={key}
                className="flex flex-col gap-2 rounded-2xl bg-card p-3"
                data-testid="waiter-cart-line"
              >
                <div className="flex items-start gap-3">
                  <span className="min-w-0 flex-1">
                    <span className="block text-lg font-bold">{name}</span>
                    {options.length > 0 ? (
                      <span className="block text-muted">{options.join('، ')}</span>
                    ) : null}
                    {line.specialInstructions ? (
                      <span className="block italic">
                        {t('common:quoted', { text: line.specialInstructions })}
                      </span>
                    ) : null}
                  </span>
                  <Money amount={lineTotal(line)} className="font-bold" />
                </div>
                <div className="flex items-center justify-between gap-2">
                  <QuantityStepper
                    value={line.quantity}
                    onChange={(quantity) => dispatch({ type: 'quantity', key, quantity })}
                  />
                  <Button variant="ghost" onClick={() => dispatch({ type: 'quantity', key, quantity: 0 })}>
                    {t('waiterOrder.removeShort')}
                    {/* The dish in the button's name, after the word it shows (axe: label-content-name-mismatch). */}
                    <span className="sr-only"> {name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {children}
      <label className="flex flex-col gap-1.5">
        <span className="font-bold">{t('waiterOrder.notes')}</span>
        <textarea
          value={cart.notes}
          // The contract's MAX_NOTES_LENGTH (its module is zod, which the console does not load for a number).
          maxLength={500}
          rows={2}
          onChange={(event) => dispatch({ type: 'notes', notes: event.target.value })}
          placeholder={t('waiterOrder.notesPlaceholder')}
          className="rounded-xl border border-line bg-card p-3"
        />
      </label>
      <p className="flex items-baseline justify-between gap-2 border-t border-line pt-3 text-lg">
        <span>{t('waiterOrder.total')}</span>
        <Money amount={halalas(subtotal)} className="text-xl font-bold" />
      </p>
      <Button
        block
        onClick={onSend}
        disabled={cart.lines.length === 0 || isSending}
        aria-busy={isSending || undefined}
      >
        {isSending ? t('waiterOrder.sending') : sendLabel}
      </Button>
    </section>
  );
}
