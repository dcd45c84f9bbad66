import { useTranslation } from 'react-i18next';
import { ActivityPage } from '@/features/activity/components/activity-page';
import { useTeamMembers } from '@/features/team/api/members';

/** /settings/activity: «Журнал дій», the owner's (issue 34); the team's members to filter by. */
export function Component() {
  const { t } = useTranslation('routes');
  const members = useTeamMembers();
  return (
    <ActivityPage
      title={t('activity')}
      members={(members.data?.data ?? []).map((member) => ({ id: member.id, name: member.name }))}
    />
  );
}
