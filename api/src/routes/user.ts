import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ButtonType, Profile, TransactionRow } from '@backlay/shared/api';
import {
  BetSettingsSchema,
  BetSettingsUpdateSchema,
  ButtonInsertRequestSchema,
  ButtonQuerySchema,
  ButtonValuesSchema,
  Envelope,
  ERROR_RESPONSES,
  MessageEnvelope,
  NotificationQuerySchema,
  NotificationSchema,
  ProfileSchema,
  RawListQuerySchema,
  TransactionPageSchema,
  UserIdParamsSchema,
} from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { buttonValues, ledgerEntries, notifications, users } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { readBalance } from '../wallet/ledger.js';
import { centsToNumber, toCents } from '../wallet/money.js';
import { getButtons, parseButtonValues } from '../user/buttons.js';
import { changeBetSettings, readBetSettings } from '../user/betSettings.js';
import { parseListQuery, type FieldMap } from '../filters/filter.js';

export async function readNotification(db: AppContext['db'], type: string): Promise<string> {
  const [row] = await db.select({ value: notifications.value }).from(notifications).where(eq(notifications.type, type));
  return row?.value ?? '';
}

/** Statement fields a client may filter, search and sort by: nothing else reaches SQL. */
const TRANSACTION_FIELDS: FieldMap = {
  'transaction.type': {
    column: ledgerEntries.type,
    type: { enum: ['add', 'withDraw', 'win', 'loss', 'commission', 'creditReference'] },
  },
  transType: {
    column: ledgerEntries.type,
    type: { enum: ['add', 'withDraw', 'win', 'loss', 'commission', 'creditReference'] },
  },
  'transaction.createdAt': { column: ledgerEntries.createdAt, type: 'date' },
  createdAt: { column: ledgerEntries.createdAt, type: 'date' },
  'transaction.amount': { column: ledgerEntries.amount, type: 'number' },
  'transaction.reference': { column: ledgerEntries.reference, type: 'string' },
  createBy: { column: ledgerEntries.userId, type: 'uuid' },
};

export function userRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db } = ctx;

    const profile = {
      onRequest: requireSession(ctx, ['full', 'password']),
      schema: { response: { 200: Envelope(ProfileSchema), ...ERROR_RESPONSES } },
    };
    app.get('/user/profile', profile, async (request) => {
      const session = sessionOf(request);
      const [user] = await db.select().from(users).where(eq(users.id, session.userId));
      if (!user) throw notFound('User not found.');
      const [userBal, marquee, match, casino] = await Promise.all([
        readBalance(db, user.id),
        readNotification(db, 'marquee'),
        getButtons(db, user.id, 'Match'),
        getButtons(db, user.id, 'Casino'),
      ]);
      const data: Profile = {
        id: user.id,
        userName: user.userName,
        role: 'user',
        isDemo: user.isDemo,
        forceChangePassword: user.forceChangePassword,
        isAuthenticator: user.authenticatorType > 0,
        authenticatorType: user.authenticatorType as Profile['authenticatorType'],
        userBal,
        marqueeNotification: { value: marquee },
        buttonValues: match,
        buttonValues2: casino,
      };
      return { statusCode: 200, data };
    });

    app.get(
      '/button',
      {
        onRequest: requireSession(ctx),
        schema: { querystring: ButtonQuerySchema, response: { 200: Envelope(ButtonValuesSchema), ...ERROR_RESPONSES } },
      },
      async (request) => ({
        statusCode: 200,
        data: await getButtons(db, sessionOf(request).userId, request.query.type),
      }),
    );

    app.post(
      '/button/insert',
      {
        onRequest: requireSession(ctx),
        schema: {
          body: ButtonInsertRequestSchema,
          response: { 200: MessageEnvelope(ButtonValuesSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const type: ButtonType = request.body.type;
        const pairs = parseButtonValues(request.body.value);
        const current = await getButtons(db, session.userId, type);
        if (request.body.id && request.body.id !== current.id) throw notFound('These button values do not exist.');
        const value = JSON.stringify(pairs);
        await db
          .update(buttonValues)
          .set({ value, updatedAt: new Date(ctx.now()) })
          .where(and(eq(buttonValues.id, current.id), eq(buttonValues.userId, session.userId)));
        return { statusCode: 200, message: 'Button values updated.', data: { id: current.id, type, value } };
      },
    );

    app.get(
      '/user/betSettings',
      {
        onRequest: requireSession(ctx),
        schema: { response: { 200: Envelope(BetSettingsSchema), ...ERROR_RESPONSES } },
      },
      async (request) => ({ statusCode: 200, data: await readBetSettings(db, sessionOf(request).userId) }),
    );

    app.post(
      '/user/betSettings',
      {
        onRequest: requireSession(ctx),
        schema: {
          body: BetSettingsUpdateSchema,
          response: { 200: MessageEnvelope(BetSettingsSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const userId = sessionOf(request).userId;
        const data = await changeBetSettings(db, userId, request.body, new Date(ctx.now()));
        return { statusCode: 200, message: 'Bet settings saved.', data };
      },
    );

    app.get(
      '/expert/notification',
      {
        onRequest: requireSession(ctx),
        schema: {
          querystring: NotificationQuerySchema,
          response: { 200: Envelope(NotificationSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const type = request.query.type ?? 'marquee';
        return { statusCode: 200, data: { type, value: await readNotification(db, type) } };
      },
    );

    app.get(
      '/transaction/get/:userId',
      {
        onRequest: requireSession(ctx),
        schema: {
          params: UserIdParamsSchema,
          // The spec's raw filter keys and expressions (`transaction.type=inArr[...]`), parsed below.
          querystring: RawListQuerySchema,
          response: { 200: Envelope(TransactionPageSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        // UUIDs compare case-insensitively; the session's id is the database's lower-case form.
        if (request.params.userId.toLowerCase() !== session.userId)
          throw forbidden('You can only see your own statement.');
        const { query } = request;
        const list = parseListQuery(query, {
          fields: TRANSACTION_FIELDS,
          searchable: { 'transaction.description': ledgerEntries.description, description: ledgerEntries.description },
          sortable: {
            'transaction.createdAt': ledgerEntries.createdAt,
            createdAt: ledgerEntries.createdAt,
            'transaction.uniqueId': ledgerEntries.id,
            uniqueId: ledgerEntries.id,
            'transaction.amount': ledgerEntries.amount,
          },
          defaultSort: 'transaction.createdAt:DESC,transaction.uniqueId:DESC',
          defaultLimit: 15,
        });
        // Entries posted at the same instant follow the statement number in the direction of the first
        // sort key, so the running closing balance reads in order whichever way the list is sorted.
        const sortText = typeof query.sort === 'string' ? query.sort.trim() : '';
        const firstDirection =
          sortText === '' ? 'DESC' : (sortText.split(',')[0]?.split(':')[1] ?? 'ASC').trim().toUpperCase();
        const tieBreak = firstDirection === 'ASC' ? asc(ledgerEntries.id) : desc(ledgerEntries.id);
        const where = list.where
          ? and(eq(ledgerEntries.userId, session.userId), list.where)
          : eq(ledgerEntries.userId, session.userId);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(ledgerEntries)
            .where(where)
            .orderBy(...list.orderBy, tieBreak)
            .limit(list.limit)
            .offset(list.offset),
          db.select({ n: count() }).from(ledgerEntries).where(where),
        ]);
        const data: { count: number; rows: TransactionRow[] } = {
          count: Number(total?.n ?? 0),
          rows: rows.map((r) => ({
            id: r.id,
            uniqueId: r.id,
            userId: r.userId,
            transType: r.type as TransactionRow['transType'],
            amount: centsToNumber(toCents(r.amount)),
            closingBalance: centsToNumber(toCents(r.closingBalance)),
            description: r.description,
            reference: r.reference,
            createdAt: r.createdAt.toISOString(),
          })),
        };
        return { statusCode: 200, data };
      },
    );
  });
}
