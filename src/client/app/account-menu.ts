import { initials } from '@contract/names';

// The header's account menu button, the same before and after its menu has loaded (shell.tsx, user-menu.tsx).

/** Its name starts with what it shows ("GM"), so a person can say what they see. */
export function accountMenuLabel(name: string) {
  const letters = initials(name);
  return letters ? `${letters}: Account menu for ${name}` : `Account menu for ${name}`;
}

export const accountMenuTriggerClass =
  'grid size-11 shrink-0 place-items-center rounded-full bg-accent-soft sm:size-10 text-sm font-semibold text-accent ring-offset-2 ring-offset-primary focus-visible:outline-2 focus-visible:outline-white';
