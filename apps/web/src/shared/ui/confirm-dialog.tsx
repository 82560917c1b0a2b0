import { type ReactNode, useId } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

/**
 * "Are you sure?", said with what will happen in words (DESIGN.md: destructive actions are confirmed
 * with their consequence). The action runs only from the confirm button; a refusal shows inside.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  isPending = false,
  isConfirmable = true,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** What will happen: the sentence(s) under the title. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  isPending?: boolean;
  /** False while the decision is not made yet (e.g. the same role is still chosen). */
  isConfirmable?: boolean;
  error?: string | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onCancel} title={title} describedBy={bodyId}>
      <div id={bodyId} className="flex flex-col gap-2 text-lg">
        {children}
      </div>
      {error ? (
        <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone}
          onClick={onConfirm}
          disabled={isPending || !isConfirmable}
          aria-busy={isPending || undefined}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
