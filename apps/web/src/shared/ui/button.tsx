import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'wouter';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark disabled:bg-primary/50',
  secondary: 'bg-card text-primary border-2 border-primary hover:bg-primary-soft disabled:opacity-50',
  accent: 'bg-accent text-ink hover:brightness-95 disabled:opacity-50',
  ghost: 'bg-transparent text-primary hover:bg-primary-soft disabled:opacity-50',
  danger: 'bg-danger text-white hover:brightness-95 disabled:opacity-50',
};

/** ≥ 44 px tall: one-thumb use in a bright room (DESIGN.md). */
export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return [
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl px-5 py-3 text-base font-medium',
    'transition-colors disabled:cursor-not-allowed',
    block ? 'w-full' : '',
    VARIANTS[variant],
  ].join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean };

export function Button({ variant, block, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={`${buttonClass(variant, block)} ${className ?? ''}`}
      {...props}
    />
  );
}

export function ButtonLink({
  variant,
  block,
  className,
  ...props
}: LinkProps & { className?: string; variant?: ButtonVariant; block?: boolean }) {
  return <Link className={`${buttonClass(variant, block)} ${className ?? ''}`} {...props} />;
}
