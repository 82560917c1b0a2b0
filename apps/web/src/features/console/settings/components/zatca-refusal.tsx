import { useEffect, useRef } from 'react';

/**
 * ZATCA's or the server's refusal, in the owner's language as the API answered it, beside the form that
 * was sent. It takes the focus when it appears (or says something new), so a screen reader reads it and
 * the owner's eyes land on it after the ten seconds of waiting.
 */
export function ZatcaRefusal({ text }: { text: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger outline-none focus-visible:ring-2 focus-visible:ring-danger"
    >
      {text}
    </p>
  );
}
