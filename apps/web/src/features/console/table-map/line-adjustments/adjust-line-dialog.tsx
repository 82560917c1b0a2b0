import { formatMoney, halalas, roundedDiv } from '@sufra/domain';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  type OrderItem,
  type StaffRole,
} from '@sufra/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useApprovers, useRequestAdjustment } from './adjust-line-api';

type Kind = 'void' | 'comp';
const field = 'block w-full rounded-xl border border-line bg-card px-4 py-3 text-base';

/**
 * A line's void or comp (issue 29 item 5): what (Void / Comp), how many, why. A waiter sends the request
 * ("Request") or has a manager type their PIN here ("Approve now"); a manager or owner does it at once
 * ("Void" / "Comp"), this dialog being the confirmation with what it takes off in words. The server's
 * refusal (a card page open, too many units, a wrong PIN) is shown inside.
 */
export function AdjustLineDialog({
  orderId,
  item,
  role,
  onClose,
}: {
  orderId: string;
  item: OrderItem;
  role: StaffRole;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('lineAdjustments');
  const money = (amount: number) => formatMoney(halalas(amount), i18n.language === 'en' ? 'en' : 'ar');
  const localized = useLocalized();
  const errorText = useErrorText();
  const id = useId();
  const request = useRequestAdjustment();
  const isApprover = role === 'owner' || role === 'manager';
  const approvers = useApprovers();
  const left = item.quantity - (item.voided ?? 0) - (item.comped ?? 0);
  const [kind, setKind] = useState<Kind>('void');
  const [quantity, setQuantity] = useState(Math.min(1, left));
  const [reason, setReason] = useState<AdjustmentReason>('sent_back');
  const [note, setNote] = useState('');
  const [approverId, setApproverId] = useState('');
  const [pin, setPin] = useState('');
  const name = localized(item.name, item.nameAr);
  // What those units cost as the line stands now (the server computes the exact figure with the bill's VAT).
  const estimate = left > 0 ? roundedDiv(item.lineTotal, quantity, left) : halalas(0);
  const isReady = quantity >= 1 && quantity <= left && (reason !== 'other' || note.trim() !== '');

  const send = (approval?: { approverId: number; pin: string }) =>
    request.mutate(
      {
        orderId,
        body: { line: item.index, kind, quantity, reason, note, ...(approval ? { approval } : {}) },
      },
      {
        onSuccess: ({ adjustment, refund }) => {
          if (adjustment.status === 'requested') toast.success(t('dialog.requested'));
          else {
            const done = kind === 'void' ? 'dialog.voidDone' : 'dialog.compDone';
            toast.success(t(done, { amount: money(adjustment.amount) }));
            if (refund.amount > 0) toast.success(t('dialog.refunded', { amount: money(refund.amount) }));
          }
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} title={t('dialog.title', { name })} describedBy={`${id}-takes`}>
      <fieldset className="flex flex-col gap-2">
        <legend className="pb-1 font-bold">{t('dialog.kind')}</legend>
        {(['void', 'comp'] as const).map((k) => (
          <label key={k} className="flex min-h-12 items-start gap-3 rounded-2xl border border-line p-3">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="mt-1 size-5 accent-primary"
            />
            <span>
              <span className="block font-bold">{t(k === 'void' ? 'dialog.void' : 'dialog.comp')}</span>
              <span className="block text-sm text-muted">
                {t(k === 'void' ? 'dialog.voidHint' : 'dialog.compHint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1" htmlFor={`${id}-quantity`}>
        <span className="font-bold">{t('dialog.quantity', { left })}</span>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={left}
          value={quantity}
          onChange={(e) => setQuantity(Math.trunc(Number(e.target.value)) || 0)}
          className={field}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-reason`}>
        <span className="font-bold">{t('dialog.reason')}</span>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value as AdjustmentReason)}
          className={field}
        >
          {ADJUSTMENT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-note`}>
        <span className="font-bold">{t('dialog.note')}</span>
        <input
          id={`${id}-note`}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={reason === 'other' ? `${id}-note-hint` : undefined}
          className={field}
        />
        {reason === 'other' ? (
          <span id={`${id}-note-hint`} className="text-sm text-muted">
            {t('dialog.noteRequired')}
          </span>
        ) : null}
      </label>
      <p id={`${id}-takes`} className="text-lg">
        {t('dialog.takesOff', { amount: money(estimate) })}
      </p>
      {request.isError ? (
        <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
          {errorText(request.error)}
        </p>
      ) : null}
      {isApprover ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!isReady || request.isPending}
            aria-busy={request.isPending || undefined}
            onClick={() => send()}
          >
            {t(kind === 'void' ? 'dialog.voidNow' : 'dialog.compNow')}
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <Button block disabled={!isReady || request.isPending} onClick={() => send()}>
              {t('dialog.request')}
            </Button>
            <p className="text-sm text-muted">{t('dialog.requestHint')}</p>
          </div>
          <fieldset className="flex flex-col gap-3 rounded-2xl border border-line p-3">
            <legend className="px-1 font-bold">{t('dialog.approveNowTitle')}</legend>
            {approvers.data && approvers.data.approvers.length === 0 ? (
              <p className="text-muted">{t('dialog.noApprovers')}</p>
            ) : (
              <>
                <label className="flex flex-col gap-1" htmlFor={`${id}-approver`}>
                  <span>{t('dialog.approver')}</span>
                  <select
                    id={`${id}-approver`}
                    value={approverId}
                    onChange={(e) => setApproverId(e.target.value)}
                    className={field}
                  >
                    <option value="">{t('dialog.pickApprover')}</option>
                    {approvers.data?.approvers.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
                  <span>{t('dialog.pin')}</span>
                  <input
                    id={`${id}-pin`}
                    type="password"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={8}
                    value={pin}
                    onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
                    className={field}
                    dir="ltr"
                  />
                </label>
                <Button
                  variant="danger"
                  disabled={!isReady || approverId === '' || pin.length < 4 || request.isPending}
                  onClick={() => send({ approverId: Number(approverId), pin })}
                >
                  {t('dialog.approveNow')}
                </Button>
              </>
            )}
          </fieldset>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
        </>
      )}
    </Dialog>
  );
}
