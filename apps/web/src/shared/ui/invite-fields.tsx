import type { Language } from '@sufra/domain';
import { type ReactNode, useState } from 'react';
import { TextField } from './text-field';

/** Who is invited, as the invitation is sent: the name and address trimmed, the e-mail's language. */
export interface InviteDetails {
  name: string;
  email: string;
  language: Language;
}

/** Each console's own words for the same fields (the restaurant's staff team, the platform's admins). */
export interface InviteFieldsTexts {
  name: string;
  nameRequired: string;
  email: string;
  emailRequired: string;
  language: string;
  languages: Record<Language, string>;
}

type Missing = { name?: boolean; email?: boolean };

/**
 * An invitation's details as typed. `read()` gives them trimmed, or null after marking what is missing and
 * moving the focus to the first missing field. `idPrefix` names the fields (`{idPrefix}-name`, …).
 */
export function useInviteForm(idPrefix: string, appLanguage: string) {
  const [details, setDetails] = useState<InviteDetails>({
    name: '',
    email: '',
    language: appLanguage === 'en' ? 'en' : 'ar',
  });
  const [missing, setMissing] = useState<Missing>({});
  const trimmed = { ...details, name: details.name.trim(), email: details.email.trim() };
  const read = (): InviteDetails | null => {
    const found = { name: trimmed.name === '', email: trimmed.email === '' };
    setMissing(found);
    if (!found.name && !found.email) return trimmed;
    document.getElementById(`${idPrefix}-${found.name ? 'name' : 'email'}`)?.focus();
    return null;
  };
  return { details: trimmed, read, fields: { idPrefix, details, onChange: setDetails, missing } };
}

/**
 * Name, e-mail and the language of the invitation's e-mail, with a missing field or the server's words about
 * the address (taken, invalid) at their field. `children` go between the address and the language (the
 * staff team's role).
 */
export function InviteFields({
  idPrefix,
  details,
  onChange,
  missing,
  texts,
  addressError,
  selectClassName = 'min-h-12 rounded-xl border border-line bg-card px-4 text-base',
  children,
}: ReturnType<typeof useInviteForm>['fields'] & {
  texts: InviteFieldsTexts;
  addressError?: string | undefined;
  /** Each console's own select style. */
  selectClassName?: string;
  children?: ReactNode;
}) {
  const set = (patch: Partial<InviteDetails>) => onChange((typed) => ({ ...typed, ...patch }));
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        autoComplete="off"
        maxLength={100}
        label={texts.name}
        value={details.name}
        onChange={(name) => set({ name })}
        error={missing.name ? texts.nameRequired : undefined}
        isRequired
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        inputMode="email"
        autoComplete="off"
        dir="ltr"
        maxLength={254}
        label={texts.email}
        value={details.email}
        onChange={(email) => set({ email })}
        error={missing.email ? texts.emailRequired : addressError}
        isRequired
      />
      {children}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-language`} className="text-sm font-medium">
          {texts.language}
        </label>
        <select
          id={`${idPrefix}-language`}
          value={details.language}
          onChange={(event) => set({ language: event.target.value === 'en' ? 'en' : 'ar' })}
          className={selectClassName}
        >
          <option value="ar">{texts.languages.ar}</option>
          <option value="en">{texts.languages.en}</option>
        </select>
      </div>
    </>
  );
}
