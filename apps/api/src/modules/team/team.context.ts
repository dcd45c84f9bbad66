import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import type { MailDriver } from '../../drivers/mail';
import type { SmsDriver } from '../../drivers/sms';
import {
  identityRepositories,
  memberSignIn,
  moneyConfirmation,
  smsCodesService,
  type IdentityRepositories,
  type MemberSignIn,
  type MoneyConfirmation,
  type SmsCodesService,
  type TokenLifetime,
} from '../identity';
import { invitationsRepository, type InvitationsRepository } from './invitations.repository';

/** What the team's use cases work over: identity's people, members and tokens, and the invitations. */
export interface TeamContext {
  db: Db;
  identity: IdentityRepositories;
  invitations: InvitationsRepository;
  codes: SmsCodesService;
  signIn: MemberSignIn;
  money: MoneyConfirmation;
  sms: SmsDriver;
  mail: MailDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  lifetime: TokenLifetime;
  npApiKeyOf: (supplierId: number) => Promise<string | null>;
}

export function teamContext(deps: {
  db: Db;
  sms: SmsDriver;
  mail: MailDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  lifetime: TokenLifetime;
  perIpPerHour: number;
  npApiKeyOf: (supplierId: number) => Promise<string | null>;
}): TeamContext {
  const identity = identityRepositories(deps.db);
  return {
    ...deps,
    identity,
    invitations: invitationsRepository(deps.db),
    codes: smsCodesService(deps),
    signIn: memberSignIn({ repos: identity, npApiKeyOf: deps.npApiKeyOf }),
    money: moneyConfirmation({ ...deps, repos: identity }),
  };
}
