/**
 * Which cached reads a server event invalidates. Query keys start with their URL, so a topic names
 * URL patterns. A feature that publishes a new topic on the server adds its patterns here.
 */
export const TOPIC_QUERIES: Record<string, RegExp[]> = {
  // The daily encouragement is in the user's translation and follows their time zone.
  user: [/^\/api\/users\/\d+$/, /^\/api\/auth\/me$/, /^\/api\/daily-encouragement$/],
  preferences: [/^\/api\/preferences\/\d+$/],
  'scripture-favorites': [/^\/api\/scriptures\/favorites\/\d+/],
  'meditation-favorites': [/^\/api\/meditations\/favorites\/\d+/],
  progress: [/^\/api\/users\/\d+\/(completions|streaks|badges|growth-stats)/],
  community: [/^\/api\/community(\/|$)/],
  journal: [/^\/api\/journal(\?|\/|$)/],
  moods: [/^\/api\/moods(\?|\/|$)/],
  gratitudes: [/^\/api\/gratitudes(\?|\/|$)/],
};
