import { useTranslation } from 'react-i18next';
import { Check, Minus } from 'lucide-react';
import { permissionLabels, roleLabels } from '@supplier/contracts/permission-labels';
import { PERMISSIONS, roleCan, type Permission } from '@supplier/contracts/permissions';
import { TEAM_ROLES, type TeamRole } from '@supplier/contracts/team-roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formLocale } from '@/lib/form';

/** A mark of whether `role` holds `permission`, read out as words. */
function Held({ role, permission }: { role: TeamRole; permission: Permission }) {
  const { t } = useTranslation('team');
  const held = roleCan(role, permission);
  return held ? (
    <span className="inline-flex items-center text-success" title={t('matrix.yes')}>
      <Check className="size-4" aria-hidden />
      <span className="sr-only">{t('matrix.yes')}</span>
    </span>
  ) : (
    <span className="inline-flex items-center text-muted-foreground" title={t('matrix.no')}>
      <Minus className="size-4" aria-hidden />
      <span className="sr-only">{t('matrix.no')}</span>
    </span>
  );
}

/** The contracts' permission matrix as the owner reads it: areas down, roles across. */
export function RolesMatrix() {
  const { t } = useTranslation('team');
  const locale = formLocale();
  const columns: DataColumn<Permission>[] = [
    {
      id: 'permission',
      header: t('matrix.section'),
      cell: (permission) => permissionLabels[locale][permission],
      className: 'px-4 min-w-48',
      rowHeader: true,
      pinned: true,
    },
    ...TEAM_ROLES.map((role): DataColumn<Permission> => ({
      id: role,
      header: roleLabels[locale][role],
      cell: (permission) => <Held role={role} permission={permission} />,
      className: 'px-3 text-center',
    })),
  ];
  return (
    <Card data-testid="roles-matrix">
      <CardHeader>
        <CardTitle>{t('matrix.title')}</CardTitle>
        <CardDescription>{t('matrix.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          caption={t('matrix.caption')}
          columns={columns}
          rows={[...PERMISSIONS]}
          rowKey={(permission) => permission}
          rowProps={(permission) => ({ 'data-permission': permission })}
          minWidth="min-w-[40rem]"
        />
      </CardContent>
    </Card>
  );
}
