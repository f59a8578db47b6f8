import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage } from '../../../contract/common.js';
import { UNSUBSCRIBE_API, ZUnsubscribeQuery } from '../../../contract/reminders.js';
import { stopReminderEmails } from './unsubscribe.js';

/** The reminder e-mail's unsubscribe link (decision 084). */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  await app.register(async (scope) => {
    // RFC 8058's body is `List-Unsubscribe=One-Click`, form-encoded or multipart; the token in the address is all
    // that counts, so the body is read (at most 1 KB) and set aside.
    const ignoreBody = (_request: unknown, _body: unknown, done: (err: null, body: undefined) => void) => done(null, undefined);
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      ignoreBody,
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    // A mail client's one-click unsubscribe (RFC 8058) is a form POST from no page of ours: the JSON and same-origin
    // guards can't apply. The signed token is what authorises it, and it only ever turns reminder e-mails off.
    routes.post(
      UNSUBSCRIBE_API,
      { schema: { querystring: ZUnsubscribeQuery, response: { 200: ZMessage } }, config: { guardExempt: true } },
      async (request) => {
        await stopReminderEmails(deps, request.query.token);
        return { message: "You won't get reminder e-mails any more." };
      },
    );
  });
};
