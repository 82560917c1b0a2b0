import { formatMoney, halalas } from '@sufra/domain';
import type { TakeawayOrder } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { navigate, useHistoryEntry } from '../../../shared/history-router';
import { mayCall } from '../../../shared/staff/console-screens';
import { useStaffMe } from '../../../shared/staff/staff-session';
import { useServerClock } from '../../../shared/staff/use-server-clock';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { CounterOrderScreen } from './components/counter-order-screen';
import { PickedUpList } from './components/picked-up-list';
import { type LaneStage, StageLane } from './components/stage-lane';
import { StageSwitcher } from './components/stage-switcher';
import { TakeawayCard } from './components/takeaway-card';
import { type ForwardStage, needsPaymentCheck, nextStageFor } from './lib/next-stage';
import { useMoveTakeawayOrder, useTakeawayQueue } from './takeaway-queue-api';

const LANES: LaneStage[] = ['placed', 'preparing', 'ready'];
const QUEUE_PATH = '/dashboard/takeaway';

/** `?order=new`: a takeaway being taken at the counter (Back returns to the queue). */
function useCounterOrder() {
  const entry = useHistoryEntry();
  const isTaking = new URLSearchParams(entry.search).get('order') === 'new';
  const fromQueue = (entry.state as { fromQueue?: boolean } | null)?.fromQueue === true;
  const start = () => navigate(`${QUEUE_PATH}?order=new`, { state: { fromQueue: true } });
  const back = () => (fromQueue ? history.back() : navigate(QUEUE_PATH, { replace: true }));
  return { isTaking, start, back };
}

/**
 * /dashboard/takeaway: the counter's queue, placed → preparing → ready (the pickup SMS goes) → picked up.
 * Live through the staff stream; one move per card, the one this role may make; handing over an order
 * with money still owed is asked first.
 */
export default function TakeawayQueuePage() {
  const { t, i18n } = useTranslation('pickup');
  const errorText = useErrorText();
  const { data: me } = useStaffMe();
  const queue = useTakeawayQueue();
  const move = useMoveTakeawayOrder();
  const now = useServerClock(queue.data?.serverTime);
  const [shownLane, setShownLane] = useState<LaneStage>('placed');
  const [handingOver, setHandingOver] = useState<TakeawayOrder | null>(null);
  const counter = useCounterOrder();
  const canTakeOrders = me ? mayCall(me.role, routes.placeStaffTakeawayOrder) : false;

  const send = useCallback(
    (order: TakeawayOrder, stage: ForwardStage) => {
      move.mutate(
        { id: order.id, stage, version: order.version },
        {
          onSuccess: ({ changed }) => {
            setHandingOver(null);
            if (changed) toast.success(t(`move.moved.${stage}`, { number: order.orderNumber }));
            else toast.info(t('move.alreadyMoved', { number: order.orderNumber }));
          },
          onError: (error) => {
            setHandingOver(null);
            toast.error(errorText(error));
          },
        },
      );
    },
    [move, t, errorText],
  );
  const onMove = useCallback(
    (order: TakeawayOrder, stage: ForwardStage) => {
      if (needsPaymentCheck(order, stage)) setHandingOver(order);
      else send(order, stage);
    },
    [send],
  );

  const stages = queue.data?.stages;
  if (counter.isTaking && canTakeOrders && me?.restaurantId)
    return <CounterOrderScreen restaurantId={me.restaurantId} onBack={counter.back} onSent={counter.back} />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-5 md:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
          <p className="text-muted">{t(queue.data?.smsDelivers === false ? 'introNoSms' : 'intro')}</p>
        </div>
        {canTakeOrders ? <Button onClick={counter.start}>{t('counter.newOrder')}</Button> : null}
      </div>
      {queue.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
          {LANES.map((lane) => (
            <Skeleton key={lane} className="h-64" />
          ))}
        </div>
      ) : queue.isError || !stages ? (
        <LoadFailure error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <StageSwitcher
            counts={{
              placed: stages.placed.length,
              preparing: stages.preparing.length,
              ready: stages.ready.length,
            }}
            shown={shownLane}
            onShow={setShownLane}
          />
          <div className="grid items-start gap-4 md:grid-cols-3">
            {LANES.map((lane) => (
              <StageLane key={lane} stage={lane} orders={stages[lane]} isShown={lane === shownLane}>
                <ol className="flex flex-col gap-3">
                  {stages[lane].map((order) => (
                    <li key={order.id}>
                      <TakeawayCard
                        order={order}
                        now={now}
                        smsDelivers={queue.data?.smsDelivers ?? true}
                        next={me ? nextStageFor(order, me.role) : null}
                        isMoving={move.isPending && move.variables?.id === order.id}
                        onMove={onMove}
                      />
                    </li>
                  ))}
                </ol>
              </StageLane>
            ))}
          </div>
          <PickedUpList orders={stages.picked_up} />
        </>
      )}
      <ConfirmDialog
        open={handingOver !== null}
        title={t('handOver.title', { number: handingOver?.orderNumber ?? '' })}
        confirmLabel={t('handOver.confirm')}
        cancelLabel={t('handOver.cancel')}
        isPending={move.isPending}
        onConfirm={() => handingOver && send(handingOver, 'picked_up')}
        onCancel={() => setHandingOver(null)}
      >
        <p>
          {t('handOver.unpaid', {
            amount: formatMoney(
              halalas(handingOver?.bill.remaining ?? 0),
              i18n.language === 'en' ? 'en' : 'ar',
            ),
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
