import type { RestaurantRole } from '@sufra/domain/roles';
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';

/** The roles on offer as radio buttons, each with what it may do. */
export function RoleChoice({
  legend,
  roles,
  value,
  onChange,
}: {
  legend: string;
  roles: readonly RestaurantRole[];
  value: RestaurantRole;
  onChange: (role: RestaurantRole) => void;
}) {
  const { t } = useTranslation(['staff', 'dashboard']);
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {roles.map((role) => (
        <label
          key={role}
          className="flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border border-line bg-card px-4 py-3 has-checked:border-primary has-checked:bg-primary-soft"
        >
          <input
            type="radio"
            name={name}
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
            className="mt-1 size-5 accent-primary"
          />
          <span className="flex flex-col">
            <span className="font-medium">{t(`dashboard:roles.${role}`)}</span>
            <span className="text-sm text-muted">{t(`roleHints.${role}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
