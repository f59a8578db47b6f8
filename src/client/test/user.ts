import type { TUser } from '@contract/auth';

/** A signed-in person for the client's component tests. */
export const testUser: TUser = {
  id: 7,
  name: 'Ruth',
  username: 'ruth',
  email: 'ruth@example.com',
  gender: 'female',
  timeZone: 'UTC',
  translation: 'WEB',
  onboardingCompleted: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
