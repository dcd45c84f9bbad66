import { addMessages } from '../../i18n/messages';

/** Texts of the team module (members, invitations, memberships), uk and en. */
export const teamText = addMessages({
  uk: {
    member_not_found: 'Учасника команди не знайдено.',
    invitation_not_found: 'Запрошення не знайдено.',
    invitation_invalid:
      'Запрошення недійсне: його скасовано, уже прийнято або термін дії минув. Попросіть надіслати нове.',
    invitation_other_phone: 'Це запрошення надіслано на інший номер телефону. Увійдіть із номером {{telephone}}.',
    already_member: 'Людина з номером {{telephone}} уже є в команді.',
    holder_phone: 'Це номер власника облікового запису: він уже має всі права.',
    own_member:
      'Свою роль чи доступ змінити не можна: це робить інший власник. Так у команді завжди лишається власник.',
    invitations_limit: 'Забагато запрошень за годину. Спробуйте через {{minutes}} хв.',
    membership_not_found: 'Ви не входите до команди цього постачальника.',
    invitation_sent: 'Запрошення надіслано на номер {{telephone}}.',
    invitation_revoked: 'Запрошення скасовано.',
    invitation_sms_failed: 'Не вдалося надіслати SMS із запрошенням. Спробуйте пізніше.',
    role_changed: 'Роль змінено.',
    member_deactivated: 'Доступ учасника вимкнено, його сеанси завершено.',
    member_reactivated: 'Доступ учасника відновлено.',
    member_removed: 'Учасника видалено з команди.',
    member_sessions_ended: 'Усі сеанси учасника завершено.',
    session_ended: 'Сеанс завершено.',
    session_not_found: 'Сеанс не знайдено.',
    code_sent: 'Код підтвердження надіслано на номер {{telephone}}.',
    money_code_sent: 'Код підтвердження операції з грошима надіслано на номер {{telephone}}.',
    invitation_sms: 'Вас запрошено до команди «{{shop}}» ({{role}}). Прийняти: {{link}}',
    invitation_mail_subject: 'Запрошення до команди «{{shop}}»',
    invitation_mail_text:
      'Вас запрошено до команди «{{shop}}» у ролі «{{role}}».\n\nПрийняти запрошення: {{link}}\n\nПосилання діє до {{until}}.',
  },
  en: {
    member_not_found: 'Team member not found.',
    invitation_not_found: 'Invitation not found.',
    invitation_invalid:
      'The invitation is no longer valid: it was revoked, already accepted or has expired. Ask for a new one.',
    invitation_other_phone: 'This invitation was sent to another phone number. Sign in with {{telephone}}.',
    already_member: 'The person with the number {{telephone}} is already in the team.',
    holder_phone: 'This is the account holder’s number: they already have every right.',
    own_member:
      'You cannot change your own role or access: another owner does it. This way the team always keeps an owner.',
    invitations_limit: 'Too many invitations in an hour. Try again in {{minutes}} min.',
    membership_not_found: 'You are not in this supplier’s team.',
    invitation_sent: 'The invitation has been sent to {{telephone}}.',
    invitation_revoked: 'The invitation has been revoked.',
    invitation_sms_failed: 'The invitation SMS could not be sent. Try again later.',
    role_changed: 'The role has been changed.',
    member_deactivated: 'The member’s access is off and their sessions have been ended.',
    member_reactivated: 'The member’s access is back.',
    member_removed: 'The member has been removed from the team.',
    member_sessions_ended: 'All the member’s sessions have been ended.',
    session_ended: 'The session has been ended.',
    session_not_found: 'Session not found.',
    code_sent: 'The confirmation code has been sent to {{telephone}}.',
    money_code_sent: 'The code confirming the money operation has been sent to {{telephone}}.',
    invitation_sms: 'You are invited to the team of “{{shop}}” ({{role}}). Accept: {{link}}',
    invitation_mail_subject: 'An invitation to the team of “{{shop}}”',
    invitation_mail_text:
      'You are invited to the team of “{{shop}}” as {{role}}.\n\nAccept the invitation: {{link}}\n\nThe link works until {{until}}.',
  },
});

export type TeamTextKey = Parameters<typeof teamText>[1];
