import { isLanguage, type Language } from '@sufra/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useErrorCodeText, useErrorText } from '../use-error-text';
import { Button } from './button';

/** Good enough to catch typos; the server checks the address properly (EMAIL_INVALID). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface EmailFormTexts {
  label: string;
  send: string;
  sending: string;
  /** With the address in it, once the server has queued the mail. */
  sent: (email: string) => string;
}

/** "E-mail me this": checks the address, sends it with the diner's language, says what happened. */
export function EmailForm({
  texts,
  onSend,
  className = '',
}: {
  texts: EmailFormTexts;
  onSend: (email: string, language: Language) => Promise<unknown>;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const codeText = useErrorCodeText();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({
    mutationFn: (address: string) => onSend(address, isLanguage(i18n.language) ? i18n.language : 'ar'),
  });
  const message = invalid ? codeText('EMAIL_INVALID') : send.isError ? errorText(send.error) : null;
  return (
    <form
      noValidate
      className={`flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        const bad = !EMAIL.test(address);
        setInvalid(bad);
        if (!bad) send.mutate(address);
      }}
    >
      <label className="flex flex-col gap-1.5">
        <span className="font-bold">{texts.label}</span>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message ? true : undefined}
          placeholder="name@example.com"
          className="min-h-12 rounded-xl border border-line bg-surface px-3"
        />
      </label>
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      {send.isSuccess && send.variables ? (
        <p role="status" className="text-sm font-medium text-success">
          {texts.sent(send.variables)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={send.isPending}>
        {send.isPending ? texts.sending : texts.send}
      </Button>
    </form>
  );
}
