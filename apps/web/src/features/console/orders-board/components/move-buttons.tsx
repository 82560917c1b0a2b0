import type { BoardOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { Button } from '../../../../shared/ui/button';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { forwardMoves } from '../lib/board-columns';
import { useMoveOrder } from '../orders-board-api';

type ForwardMove = Exclude<BoardOrder['status'], 'pending' | 'cancelled' | 'paid_at_rest'>;

/** Someone else moved it first (the version), or it is no longer where this card showed it. */
const isConflict = (error: unknown) =>
  error instanceof ApiError && (error.code === 'CONFLICT' || error.code === 'INVALID_STATUS_TRANSITION');

/**
 * The steps this person may take the order forward now (the server's `moves`): one tap each, with the
 * version the card showed, so two people tapping one card cannot both win; the loser is told and the
 * board is read again.
 */
export function MoveButtons({ order }: { order: BoardOrder }) {
  const { t } = useTranslation('board');
  const errorText = useErrorText();
  const move = useMoveOrder();
  const moves = forwardMoves(order) as ForwardMove[];
  if (moves.length === 0) return null;
  return (
    <>
      {moves.map((status, i) => (
        <Button
          key={status}
          variant={i === 0 ? 'primary' : 'secondary'}
          className="flex-1 text-lg"
          aria-label={t('moveLabel', { action: t(`moves.${status}`), number: order.orderNumber })}
          disabled={move.isPending}
          aria-busy={move.isPending || undefined}
          onClick={() =>
            move.mutate(
              { order, status },
              {
                onSuccess: () =>
                  toast.success(t('moved', { number: order.orderNumber, status: t(`status.${status}`) })),
                onError: (error) =>
                  toast.error(
                    isConflict(error) ? t('moveConflict', { number: order.orderNumber }) : errorText(error),
                  ),
              },
            )
          }
        >
          {t(`moves.${status}`)}
        </Button>
      ))}
    </>
  );
}
