import type { ButtonHTMLAttributes } from 'react';
import { Button } from '../../../../shared/ui/button';

/**
 * A button that opens a destructive action's confirmation (deactivate, withdraw, end a session): quiet,
 * in the danger colour; the dialog's own confirm button is the solid `danger` one.
 */
export function QuietDangerButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>) {
  return <Button variant="ghost" className="text-danger! hover:bg-danger/10!" {...props} />;
}
