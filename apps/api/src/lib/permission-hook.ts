import type { FastifyRequest } from 'fastify';
import { permissionLabels, roleLabels } from '@supplier/contracts/permission-labels';
import { FORBIDDEN_ROLE, roleCan, type Permission } from '@supplier/contracts/permissions';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { httpErrors } from '../errors';
import { addMessages } from '../i18n/messages';

const permissionText = addMessages({
  uk: { forbidden_role: 'Ваша роль «{{role}}» не дає доступу до розділу «{{permission}}».' },
  en: { forbidden_role: 'Your role “{{role}}” gives no access to “{{permission}}”.' },
});

/** The role of the request's signed-in member. */
function roleOf(request: FastifyRequest): TeamRole {
  if (!request.auth) throw new Error('permissionHook used on a route without authenticate');
  return request.auth.role;
}

/**
 * Keeps an endpoint's permission (ADR 0041): after the route's authentication and before the
 * body is read, a member whose role does not hold it is refused with 403 `forbidden_role`.
 */
export function permissionHook(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    const role = roleOf(request);
    if (roleCan(role, permission)) return;
    const { locale } = request;
    throw httpErrors.forbidden(
      FORBIDDEN_ROLE.code,
      permissionText(locale, 'forbidden_role', {
        role: roleLabels[locale][role],
        permission: permissionLabels[locale][permission],
      }),
    );
  };
}
