import { z } from 'zod/mini';

/** Ids are PostgreSQL integers: anything larger can't name a row. */
const MAX_ID = 2_147_483_647;

/** A numeric id (in a path, query string or body), named in its messages: `idOf('Post id')`. */
export const idNumber = (name: string) =>
  z
    .number(`${name} must be a number`)
    .check(
      z.int(`${name} must be a whole number`),
      z.positive(`${name} must be a positive number`),
      z.maximum(MAX_ID, `${name} is too large`),
    );
export const idOf = (name: string) => z.pipe(z.coerce.number(`${name} must be a number`), idNumber(name));

/** A numeric id in a path or query string ("12"). */
export const ZId = idOf('Id');

export const ZIdParams = z.object({ id: ZId });
/** The userId of a query string or path: required, and said so when it is missing. */
const ZUserIdParam = z.pipe(
  z.pipe(z.string('userId is required: add ?userId= with your own user id'), z.transform(Number)),
  idNumber('userId'),
);
export const ZUserIdQuery = z.object({ userId: ZUserIdParam });

/** Flags the spec sends as 1 or 0; booleans are accepted too. */
export const ZFlag = z.pipe(
  z.union([z.literal(0), z.literal(1), z.boolean()], 'Use 1 or 0 (or true or false)'),
  z.transform((v) => (v === true || v === 1 ? 1 : 0)),
);

export const BIBLE_TRANSLATIONS = ['WEB', 'KJV'] as const;
export const ZTranslation = z.enum(BIBLE_TRANSLATIONS, 'Translation must be WEB or KJV');
export type TTranslation = z.infer<typeof ZTranslation>;

/** Optional trimmed text: empty or absent becomes null. */
export const optionalText = (max: number, message: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((v) => (v ? v : null)),
  );

/** A page of a person's journal, moods or gratitudes: 20 unless asked otherwise, never more than 100. */
export const LIST_PAGE_DEFAULT = 20;
export const LIST_PAGE_MAX = 100;

/** A local calendar day, 'YYYY-MM-DD'. */
export const ZDay = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Day must be YYYY-MM-DD'));
/** A calendar month, 'YYYY-MM'. */
export const ZMonth = z.string('Month is required: add ?month=YYYY-MM').check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'));

/** A page size in a query string: a whole number from 1 to `max`, `fallback` when absent (lists and the feed). */
export const pageLimit = (max: number, fallback: number) =>
  z._default(
    z.coerce
      .number('Limit must be a number')
      .check(
        z.int('Limit must be a whole number'),
        z.minimum(1, 'Limit must be at least 1'),
        z.maximum(max, `Limit must be at most ${max}`),
      ),
    fallback,
  );

/**
 * A user's own list (`?userId=`), newest first, a page at a time like the community feed: `before` is the
 * id of the last item already shown, `limit` the page size (the Dashboard asks for 3). `day` narrows it to
 * one day of the user's own calendar (in their time zone).
 */
export const ZUserListQuery = z.object({
  userId: ZUserIdParam,
  limit: pageLimit(LIST_PAGE_MAX, LIST_PAGE_DEFAULT),
  before: z.optional(idOf('before (an id from the list)')),
  day: z.optional(ZDay),
});
export type TUserListQuery = z.output<typeof ZUserListQuery>;

/** The answer of a call that only confirms what it did ("Journal entry deleted"). */
export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** The body of every error answer (`contract/errors.ts`): a sentence a person can act on, and its code. */
export const ZErrorBody = z.object({ message: z.string(), code: z.optional(z.string()) });

/** `?userId=&month=YYYY-MM`: which days of a month have entries (the calendar marks them). */
export const ZUserMonthQuery = z.object({ userId: ZUserIdParam, month: ZMonth });

/** The days of a month, in the user's time zone, on which they wrote at least one entry. */
export const ZEntryDays = z.object({ month: z.string(), days: z.array(z.string()) });
export type TEntryDays = z.infer<typeof ZEntryDays>;
