import type { RestaurantProfile } from '@sufra/domain/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorCodeText, useErrorText } from '../../../../shared/use-error-text';
import {
  changedProfile,
  type ProfileForm as Form,
  PROFILE_FIELDS,
  PROFILE_SERVER_FIELD,
  type ProfileField,
  type ProfileProblems,
  profileFormOf,
  profileProblems,
} from '../lib/profile-form';
import { useUpdateProfile } from '../settings-api';
import { FormSection, type SaveStatus } from './form-section';
import { ReadOnlyField } from './read-only-field';
import { useSyncedForm } from './use-synced-form';

const fieldId = (field: ProfileField) => `settings-${field}`;
const isChanged = (from: Form, to: Form) => Object.keys(changedProfile(from, to)).length > 0;

/**
 * The restaurant's profile: names, descriptions and addresses in both languages, city, phone, e-mail, and
 * (the owner's) VAT and CR numbers. Each field is checked as the server checks it and its problem shown at
 * it; what the server still refuses about one field is shown there too. Only what changed is sent.
 */
export function ProfileForm({ profile, isOwner }: { profile: RestaurantProfile; isOwner: boolean }) {
  const { t } = useTranslation('settings');
  const codeText = useErrorCodeText();
  const errorText = useErrorText();
  const original = useMemo(() => profileFormOf(profile), [profile]);
  const [form, setForm] = useSyncedForm(original, isChanged);
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [server, setServer] = useState<{ field: ProfileField | null; text: string } | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const update = useUpdateProfile();

  const change = (field: ProfileField, value: string) => {
    setForm({ ...form, [field]: value });
    setStatus('idle');
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
    if (server?.field === field) setServer(null);
  };

  const submit = () => {
    setServer(null);
    const found = profileProblems(original, form);
    setProblems(found);
    const first = PROFILE_FIELDS.find((field) => found[field]);
    if (first) {
      setStatus('fix');
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const body = changedProfile(original, form);
    if (Object.keys(body).length === 0) return setStatus('nothing');
    update.mutate(body, {
      onSuccess: (settings) => {
        setForm(profileFormOf(settings.profile));
        setStatus('saved');
      },
      onError: (error) => {
        const field = error instanceof ApiError ? (PROFILE_SERVER_FIELD[error.code] ?? null) : null;
        setServer({ field, text: errorText(error) });
        setStatus('idle');
        if (field) document.getElementById(fieldId(field))?.focus();
      },
    });
  };

  const errorAt = (field: ProfileField) => {
    if (server?.field === field) return server.text;
    const code = problems[field];
    if (!code) return undefined;
    return code === 'VALIDATION_FAILED' ? t('profile.required') : codeText(code);
  };
  const field = (
    name: ProfileField,
    options: { dir?: 'rtl' | 'ltr'; lang?: string; multiline?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      id={fieldId(name)}
      label={t(`profile.${name}`)}
      value={form[name]}
      onChange={(value) => change(name, value)}
      error={errorAt(name)}
      isRequired={options.required ?? false}
      optionalLabel={options.required ? undefined : t('optional')}
      multiline={options.multiline ?? false}
      dir={options.dir}
      lang={options.lang}
    />
  );
  const ownerField = (name: 'vatNumber' | 'commercialRegistration', hint: string) =>
    isOwner ? (
      <TextField
        id={fieldId(name)}
        label={t(`profile.${name}`)}
        value={form[name]}
        onChange={(value) => change(name, value)}
        error={errorAt(name)}
        hint={hint}
        optionalLabel={t('optional')}
        inputMode="numeric"
        dir="ltr"
      />
    ) : (
      <ReadOnlyField
        id={fieldId(name)}
        label={t(`profile.${name}`)}
        value={form[name]}
        note={t('ownerOnly')}
      />
    );

  return (
    <FormSection
      id="settings-profile"
      title={t('profile.title')}
      intro={t('profile.intro')}
      onSubmit={submit}
      isDirty={isChanged(original, form)}
      isPending={update.isPending}
      status={status}
      savedText={t('profile.saved')}
      error={server && !server.field ? server.text : null}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {field('nameAr', { dir: 'rtl', lang: 'ar', required: true })}
        {field('name', { dir: 'ltr', lang: 'en', required: true })}
        {field('descriptionAr', { dir: 'rtl', lang: 'ar', multiline: true })}
        {field('description', { dir: 'ltr', lang: 'en', multiline: true })}
        {field('addressAr', { dir: 'rtl', lang: 'ar' })}
        {field('address', { dir: 'ltr', lang: 'en' })}
        {field('city')}
        <TextField
          id={fieldId('phone')}
          label={t('profile.phone')}
          value={form.phone}
          onChange={(value) => change('phone', value)}
          error={errorAt('phone')}
          hint={t('profile.phoneHint')}
          optionalLabel={t('optional')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
        />
        <TextField
          id={fieldId('email')}
          label={t('profile.email')}
          value={form.email}
          onChange={(value) => change('email', value)}
          error={errorAt('email')}
          optionalLabel={t('optional')}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        {ownerField('vatNumber', t('profile.vatHint'))}
        {ownerField('commercialRegistration', t('profile.crHint'))}
      </div>
    </FormSection>
  );
}
