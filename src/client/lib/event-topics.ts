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
  // The Prayer Assistant's checklist follows the three entries a prayer is written from, and its gate the subscription.
  journal: [/^\/api\/journal(\?|\/|$)/, /^\/api\/prayer-assistant\/readiness/],
  moods: [/^\/api\/moods(\?|\/|$)/, /^\/api\/prayer-assistant\/readiness/],
  gratitudes: [/^\/api\/gratitudes(\?|\/|$)/, /^\/api\/prayer-assistant\/readiness/],
  prayers: [/^\/api\/prayer-assistant\//],
  subscription: [/^\/api\/subscription\//, /^\/api\/prayer-assistant\/readiness/],
  plans: [/^\/api\/plans(\?|\/|$)/],
  // The Prayer Assistant says which requests its prayers will name.
  'prayer-list': [/^\/api\/prayer-list(\?|\/|$)/, /^\/api\/prayer-assistant\/readiness/],
};
