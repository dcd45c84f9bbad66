import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { InvitationsCard } from '@/features/team/components/invitations-card';
import { MembersCard } from '@/features/team/components/members-card';
import { RolesMatrix } from '@/features/team/components/roles-matrix';

/** /settings/team: `Команда`, the owner's (issue 34). */
export function Component() {
  const { t } = useTranslation('routes');
  return (
    <section className="flex flex-col gap-6" data-testid="team-page">
      <PageHeader title={t('team')} />
      <MembersCard />
      <InvitationsCard />
      <RolesMatrix />
    </section>
  );
}
