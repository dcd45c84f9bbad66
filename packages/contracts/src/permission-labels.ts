import type { Permission } from './permissions';
import type { TeamRole } from './team-roles';

// The names of roles and permissions, apart from the matrix: the panel's first load checks a
// role's permission without carrying these texts (ADR 0028).

/** The roles' names, for the panel's matrix and the API's refusals. */
export const roleLabels = {
  uk: {
    owner: 'Власник',
    manager: 'Менеджер',
    warehouse: 'Склад',
    catalogue: 'Каталог',
    accountant: 'Бухгалтер',
    support: 'Підтримка',
  },
  en: {
    owner: 'Owner',
    manager: 'Manager',
    warehouse: 'Warehouse',
    catalogue: 'Catalogue',
    accountant: 'Accountant',
    support: 'Support',
  },
} as const satisfies Record<'uk' | 'en', Record<TeamRole, string>>;

/** The permissions' names (what a role may do), for the panel's matrix and the API's refusals. */
export const permissionLabels = {
  uk: {
    dashboard: 'Статистика',
    'orders:read': 'Перегляд замовлень і експорт',
    'orders:manage': 'Обробка замовлень',
    waybills: 'Збирання замовлень і ТТН',
    returns: 'Повернення',
    chats: 'Чати',
    reviews: 'Відгуки',
    'catalogue:read': 'Перегляд продуктів',
    catalogue: 'Каталог: продукти, імпорти, атрибути, магазини, статті',
    shelvings: 'Стелажі й залишки',
    'money:read': 'Баланси й виплати (перегляд)',
    'money:topup': 'Поповнення балансу',
    'money:move': 'Перекази, виплати й рахунок для виплат',
    advertising: 'Реклама',
    integrations: 'Інтеграції та вебхуки',
    settings: 'Налаштування магазину, доставки й оплати',
    team: 'Команда',
    'activity-log': 'Журнал дій',
  },
  en: {
    dashboard: 'Statistics',
    'orders:read': 'Viewing and exporting orders',
    'orders:manage': 'Processing orders',
    waybills: 'Picking and waybills',
    returns: 'Returns',
    chats: 'Chats',
    reviews: 'Reviews',
    'catalogue:read': 'Viewing products',
    catalogue: 'Catalogue: products, imports, attributes, stores, articles',
    shelvings: 'Shelvings and stock',
    'money:read': 'Balances and payouts (read-only)',
    'money:topup': 'Topping up the balance',
    'money:move': 'Transfers, payouts and the payout account',
    advertising: 'Advertising',
    integrations: 'Integrations and webhooks',
    settings: 'Shop, delivery and payment settings',
    team: 'Team',
    'activity-log': 'Activity log',
  },
} as const satisfies Record<'uk' | 'en', Record<Permission, string>>;
