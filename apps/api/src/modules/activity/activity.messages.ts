import { addMessages } from '../../i18n/messages';

/** Texts of the activity log, uk and en. */
export const activityText = addMessages({
  uk: {
    invalid_cursor: 'Сторінка журналу застаріла. Відкрийте журнал спочатку.',
    export_sheet: 'Журнал дій',
    export_date: 'Дата й час',
    export_actor: 'Хто',
    export_action: 'Дія',
    export_object: 'Об’єкт',
    export_changes: 'Зміни',
    export_ip: 'IP',
    export_user_agent: 'Браузер',
  },
  en: {
    invalid_cursor: 'This page of the log is out of date. Open the log from the start.',
    export_sheet: 'Activity log',
    export_date: 'Date and time',
    export_actor: 'Who',
    export_action: 'Action',
    export_object: 'Object',
    export_changes: 'Changes',
    export_ip: 'IP',
    export_user_agent: 'Browser',
  },
});
