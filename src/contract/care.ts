import { z } from 'zod/mini';

/** One place to reach help: a line to call or text, or a directory for everywhere else. */
export const ZCareResource = z.object({
  id: z.enum(['us-ca-988', 'uk-ie-samaritans', 'au-lifeline', 'findahelpline']),
  name: z.string(),
  /** Where it answers: "US and Canada". */
  region: z.string(),
  /** What to do, in words: "Call or text 988". */
  action: z.string(),
  /** Links a phone can open: tel:, sms:, https:. */
  links: z.array(z.object({ label: z.string(), href: z.string() })),
});
export type TCareResource = z.infer<typeof ZCareResource>;

/** The lines the card and the help page offer (the four): one per region, then a directory for everywhere else. */
export const CARE_LINES: readonly TCareResource[] = [
  {
    id: 'us-ca-988',
    name: '988 Suicide & Crisis Lifeline',
    region: 'US and Canada',
    action: 'Call or text 988',
    links: [
      { label: 'Call 988', href: 'tel:988' },
      { label: 'Text 988', href: 'sms:988' },
    ],
  },
  {
    id: 'uk-ie-samaritans',
    name: 'Samaritans',
    region: 'UK and Ireland',
    action: 'Call 116 123, free, day or night',
    links: [{ label: 'Call 116 123', href: 'tel:116123' }],
  },
  {
    id: 'au-lifeline',
    name: 'Lifeline',
    region: 'Australia',
    action: 'Call 13 11 14',
    links: [{ label: 'Call 13 11 14', href: 'tel:131114' }],
  },
  {
    id: 'findahelpline',
    name: 'Find A Helpline',
    region: 'Everywhere else',
    action: 'Find a free, confidential line in your country',
    links: [{ label: 'findahelpline.com', href: 'https://findahelpline.com' }],
  },
];

/** The line to someone the reader trusts, on the card and the help page. */
export const TRUSTED_PERSON =
  'Reach out to someone you trust — a friend, family member, pastor or doctor — and tell them how you are feeling today.';

/** The calm card shown to the author (only) when what they wrote suggests they may be in danger. */
export const ZCare = z.object({
  title: z.string(),
  message: z.string(),
  /** The line for the reader's country first (from their time zone), then the others. */
  resources: z.array(ZCareResource),
  trustedPerson: z.string(),
  verse: z.object({ reference: z.string(), text: z.string() }),
});
export type TCare = z.infer<typeof ZCare>;

/** POST /api/care/check: a draft checked before it is published (community posts and comments). */
export const ZCareCheck = z.object({
  text: z.string('Please enter the text to check').check(z.maxLength(100_000, 'The text must be at most 100,000 characters')),
});
export const ZCareCheckResult = z.object({ care: z.nullable(ZCare) });

/** Adds the optional `care` field to a save's answer: present when the detector fired, absent otherwise. */
export const withCare = <T extends z.core.$ZodShape>(schema: z.ZodMiniObject<T>) => z.extend(schema, { care: z.optional(ZCare) });
