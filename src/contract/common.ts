import { z } from 'zod';

/** Ids are PostgreSQL integers: anything larger can't name a row. */
const MAX_ID = 2_147_483_647;

/** A numeric id (in a path, query string or body), named in its messages: `idOf('Post id')`. */
export const idNumber = (name: string) =>
  z.number({ message: `${name} must be a number` }).int(`${name} must be a whole number`).positive(`${name} must be a positive number`).max(MAX_ID, `${name} is too large`);
export const idOf = (name: string) => z.coerce.number({ message: `${name} must be a number` }).pipe(idNumber(name));

/** A numeric id in a path or query string ("12"). */
export const ZId = idOf('Id');

export const ZIdParams = z.object({ id: ZId });
/** The userId of a query string or path: required, and said so when it is missing. */
const ZUserIdParam = z
  .string({ message: 'userId is required: add ?userId= with your own user id' })
  .transform(Number)
  .pipe(idNumber('userId'));
export const ZUserIdQuery = z.object({ userId: ZUserIdParam });

/** Flags the spec sends as 1 or 0; booleans are accepted too. */
export const ZFlag = z.union([z.literal(0), z.literal(1), z.boolean()], { message: 'Use 1 or 0 (or true or false)' }).transform((v) => (v === true || v === 1 ? 1 : 0));

export const BIBLE_TRANSLATIONS = ['WEB', 'KJV'] as const;
export const ZTranslation = z.enum(BIBLE_TRANSLATIONS, { message: 'Translation must be WEB or KJV' });
export type TTranslation = z.infer<typeof ZTranslation>;

/** Optional trimmed text: empty or absent becomes null. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A user's own list (`?userId=`), optionally only the newest `limit` items (the Dashboard shows 3). */
export const ZUserListQuery = z.object({
  userId: ZUserIdParam,
  limit: z.coerce.number().int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').optional(),
});
