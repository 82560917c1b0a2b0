import {
  MAX_MENU_NAME,
  MAX_OPTION_GROUPS,
  MAX_OPTIONS_PER_GROUP,
  type StaffMenuItem,
} from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { PlusIcon, TrashIcon } from '../../../../shared/ui/action-icons';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorCodeText, useErrorText } from '../../../../shared/use-error-text';
import {
  checkGroups,
  type GroupForm,
  groupFormsOf,
  groupId,
  groupRule,
  groupsBody,
  inputId,
  newGroup,
  newOption,
  type OptionForm,
  type OptionProblem,
} from '../lib/option-form';
import { useReplaceOptionGroups } from '../menu-editor-api';

/**
 * The dish's option groups, edited here and saved as a whole (replaceMenuOptionGroups): names in both
 * languages, the fewest and most choices (required when the fewest is 1 or more, said in words), and
 * options with their extra price in SAR, how many of one a diner may take, and whether it is available.
 */
export function OptionGroupsEditor({ item }: { item: StaffMenuItem }) {
  const { t } = useTranslation('menuEditor');
  const errorText = useErrorText();
  const codeText = useErrorCodeText();
  const save = useReplaceOptionGroups();
  const [groups, setGroups] = useState<GroupForm[]>(() => groupFormsOf(item.optionGroups));
  const [tried, setTried] = useState(false);
  const [atGroup, setAtGroup] = useState<{ key: string; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const problems = checkGroups(groups);

  const edit = (next: GroupForm[]) => {
    setGroups(next);
    setAtGroup(null);
    setFailure(null);
    setStatus('');
  };
  const editGroup = (key: string, patch: Partial<GroupForm>) =>
    edit(groups.map((g) => (g.key === key ? { ...g, ...patch } : g)));
  const editOption = (group: GroupForm, key: string, patch: Partial<OptionForm>) =>
    editGroup(group.key, { options: group.options.map((o) => (o.key === key ? { ...o, ...patch } : o)) });

  const problemText = (problem: OptionProblem | undefined) => {
    if (!problem) return undefined;
    switch (problem.text) {
      case 'required':
        return t('categoryDialog.required');
      case 'tooLong':
        return t('categoryDialog.tooLong', { max: MAX_MENU_NAME });
      case 'price':
        return codeText('MENU_PRICE_INVALID');
      case 'number':
        return t('options.number');
      case 'needOption':
        return t('options.needOption');
      case 'range':
        return t('options.rangeInvalid', { available: problem.available });
    }
  };
  /** Prices are checked as they are typed; the rest once Save was pressed. */
  const errorAt = (id: string) => {
    const problem = problems[id];
    if (!problem) return undefined;
    return tried || problem.text === 'price' || problem.text === 'range' ? problemText(problem) : undefined;
  };

  const submit = () => {
    setTried(true);
    setStatus('');
    const first = Object.keys(problems)[0];
    if (first) {
      setFailure(t('options.fixFields'));
      document.getElementById(first)?.focus();
      return;
    }
    setFailure(null);
    save.mutate(
      { id: item.id, body: groupsBody(groups) },
      {
        onSuccess: (saved) => {
          setGroups(groupFormsOf(saved.optionGroups));
          setTried(false);
          setStatus(t('options.saved'));
        },
        onError: (error) => {
          const named = error instanceof ApiError && error.code === 'MENU_OPTION_RANGE' ? error.params : null;
          const group =
            named && groups.find((g) => g.name.trim() === named.group || g.nameAr.trim() === named.groupAr);
          if (group) {
            setAtGroup({ key: group.key, text: errorText(error) });
            document.getElementById(groupId(group))?.focus();
          } else setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <section aria-labelledby="menu-item-options" className="flex flex-col gap-3 border-t border-line pt-4">
      <h3 id="menu-item-options" className="text-lg font-bold">
        {t('options.title')}
      </h3>
      <p className="text-muted">{groups.length === 0 ? t('options.none') : t('options.intro')}</p>
      {groups.map((group, g) => {
        const rule = groupRule(group);
        const groupProblem = atGroup?.key === group.key ? atGroup.text : errorAt(groupId(group));
        const ruleId = `${groupId(group)}-rule`;
        return (
          <fieldset
            key={group.key}
            id={groupId(group)}
            tabIndex={-1}
            aria-describedby={groupProblem ? `${groupId(group)}-error` : undefined}
            className={`flex flex-col gap-3 rounded-2xl border-2 p-4 ${groupProblem ? 'border-danger' : 'border-line'}`}
          >
            <legend className="px-1 font-bold">{t('options.group', { number: g + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                id={inputId(group, 'nameAr')}
                label={t('options.groupNameAr')}
                value={group.nameAr}
                onChange={(nameAr) => editGroup(group.key, { nameAr })}
                error={errorAt(inputId(group, 'nameAr'))}
                isRequired
                lang="ar"
                dir="rtl"
                maxLength={MAX_MENU_NAME}
              />
              <TextField
                id={inputId(group, 'name')}
                label={t('options.groupName')}
                value={group.name}
                onChange={(name) => editGroup(group.key, { name })}
                error={errorAt(inputId(group, 'name'))}
                isRequired
                lang="en"
                dir="ltr"
                maxLength={MAX_MENU_NAME}
              />
              <TextField
                id={inputId(group, 'min')}
                label={t('options.min')}
                value={group.min}
                onChange={(min) => editGroup(group.key, { min })}
                error={errorAt(inputId(group, 'min'))}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
              />
              <TextField
                id={inputId(group, 'max')}
                label={t('options.max')}
                value={group.max}
                onChange={(max) => editGroup(group.key, { max })}
                error={errorAt(inputId(group, 'max'))}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
              />
            </div>
            <p id={ruleId} className="rounded-xl bg-primary-soft px-3 py-2 font-medium">
              {rule
                ? rule.min >= 1
                  ? t('options.rule.required', { min: rule.min, max: rule.max })
                  : t('options.rule.optional', { max: rule.max })
                : ''}
            </p>
            {groupProblem ? (
              <p id={`${groupId(group)}-error`} role="alert" className="font-medium text-danger">
                {groupProblem}
              </p>
            ) : null}
            <ol className="flex flex-col gap-3">
              {group.options.map((option, o) => (
                <li key={option.key}>
                  <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3">
                    <legend className="px-1 font-medium">{t('options.option', { number: o + 1 })}</legend>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField
                        id={inputId(group, 'nameAr', option)}
                        label={t('options.optionNameAr')}
                        value={option.nameAr}
                        onChange={(nameAr) => editOption(group, option.key, { nameAr })}
                        error={errorAt(inputId(group, 'nameAr', option))}
                        isRequired
                        lang="ar"
                        dir="rtl"
                        maxLength={MAX_MENU_NAME}
                      />
                      <TextField
                        id={inputId(group, 'name', option)}
                        label={t('options.optionName')}
                        value={option.name}
                        onChange={(name) => editOption(group, option.key, { name })}
                        error={errorAt(inputId(group, 'name', option))}
                        isRequired
                        lang="en"
                        dir="ltr"
                        maxLength={MAX_MENU_NAME}
                      />
                      <TextField
                        id={inputId(group, 'price', option)}
                        label={t('options.optionPrice')}
                        value={option.price}
                        onChange={(price) => editOption(group, option.key, { price })}
                        error={errorAt(inputId(group, 'price', option))}
                        hint={t('options.optionPriceHint')}
                        inputMode="decimal"
                        dir="ltr"
                        autoComplete="off"
                      />
                      <TextField
                        id={inputId(group, 'maxQuantity', option)}
                        label={t('options.maxQuantity')}
                        value={option.maxQuantity}
                        onChange={(maxQuantity) => editOption(group, option.key, { maxQuantity })}
                        error={errorAt(inputId(group, 'maxQuantity', option))}
                        inputMode="numeric"
                        dir="ltr"
                        autoComplete="off"
                      />
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <label className="flex min-h-12 cursor-pointer items-center gap-3">
                        <input
                          type="checkbox"
                          checked={option.isAvailable}
                          onChange={(event) =>
                            editOption(group, option.key, { isAvailable: event.target.checked })
                          }
                          className="size-5 accent-primary"
                        />
                        <span>{t('options.optionAvailable')}</span>
                      </label>
                      <Button
                        variant="ghost"
                        onClick={() =>
                          editGroup(group.key, { options: group.options.filter((x) => x.key !== option.key) })
                        }
                      >
                        <TrashIcon />
                        {t('options.removeOption', { number: o + 1 })}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap justify-between gap-2">
              <Button
                variant="secondary"
                disabled={group.options.length >= MAX_OPTIONS_PER_GROUP}
                onClick={() => editGroup(group.key, { options: [...group.options, newOption()] })}
              >
                <PlusIcon />
                {t('options.addOption')}
              </Button>
              <Button variant="ghost" onClick={() => edit(groups.filter((x) => x.key !== group.key))}>
                <TrashIcon />
                {t('options.removeGroup', { number: g + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          disabled={groups.length >= MAX_OPTION_GROUPS}
          onClick={() => edit([...groups, newGroup()])}
        >
          <PlusIcon />
          {t('options.addGroup')}
        </Button>
        <Button onClick={submit} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('options.saving') : t('options.save')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <p role="status" className="font-medium text-success">
        {status}
      </p>
    </section>
  );
}
