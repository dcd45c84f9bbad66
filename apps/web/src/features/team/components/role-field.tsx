import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { permissionLabels, roleLabels } from '@supplier/contracts/permission-labels';
import { ROLE_PERMISSIONS } from '@supplier/contracts/permissions';
import { TEAM_ROLES, type TeamRole } from '@supplier/contracts/team-roles';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { formLocale } from '@/lib/form';

/**
 * The role select of the invite and role dialogs, with what the chosen role may do listed under
 * it (the matrix's column for that role), so the owner sees the access before giving it.
 */
export function RoleField({
  value,
  onChange,
  error,
  roles = TEAM_ROLES,
}: {
  value: TeamRole;
  onChange(role: TeamRole): void;
  error?: string;
  roles?: readonly TeamRole[];
}) {
  const { t } = useTranslation('team');
  const locale = formLocale();
  const listId = useId();
  return (
    <div className="grid gap-2">
      <FormField label={t('invite.role')} error={error}>
        {(control) => (
          <NativeSelect
            {...control}
            aria-describedby={[control['aria-describedby'], listId].filter(Boolean).join(' ')}
            name="role"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value as TeamRole)}
            data-testid="role-select"
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[locale][role]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <ul id={listId} className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2 text-sm" data-testid="role-permissions">
        {ROLE_PERMISSIONS[value].map((permission) => (
          <li key={permission} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {permissionLabels[locale][permission]}
          </li>
        ))}
      </ul>
    </div>
  );
}
