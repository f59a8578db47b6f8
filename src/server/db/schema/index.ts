// Every table of the product. Each feature's tables live in their own file; drizzle-kit reads this index.
export * from './users.js';
export * from './progress.js';
export * from './journal.js';
export * from './moods.js';
export * from './gratitudes.js';
export * from './community.js';
export * from './scripture.js';
export * from './meditation.js';
export * from './platform.js';
export * from './subscriptions.js';
export * from './prayer.js';
export * from './idempotency.js';
export * from './push.js';
export * from './prayer-list.js';
export * from './reading-plans.js';
