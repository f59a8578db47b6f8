import { UserRound } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import type { TUser } from '@contract/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useUpdateUser, type UserField } from './api';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { TimeZoneField } from './time-zone-field';

const FIELD_LABEL: Record<UserField, string> = {
  name: 'Name',
  email: 'Email',
  gender: 'Gender',
  timeZone: 'Time zone',
  translation: 'Bible translation',
};
const FAILURE_TEXT: Partial<Record<UserField, string>> = {
  name: 'Failed to update name',
  email: 'Failed to update email',
  gender: 'Failed to update gender',
};

const TRANSLATIONS = [
  { value: 'WEB', label: 'World English Bible (WEB)' },
  { value: 'KJV', label: 'King James Version (KJV)' },
];

export function AccountCard({ user }: { user: TUser }) {
  const update = useUpdateUser();
  // A refused value must not stay on screen as if saved: a new key puts the field back to the account's value.
  const [reverts, setReverts] = useState({ name: 0, email: 0 });
  // A changed e-mail waits here for the current password.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const save = (field: UserField, value: string) =>
    update.mutate(
      { [field]: value },
      {
        onSuccess: () => toast({ title: `${FIELD_LABEL[field]} updated`, variant: 'success', duration: 3000 }),
        onError: (err) => {
          if (field === 'name' || field === 'email') setReverts((r) => ({ ...r, [field]: r[field] + 1 }));
          toast({
            title: FAILURE_TEXT[field] ?? `Failed to update ${FIELD_LABEL[field].toLowerCase()}`,
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );

  // Name and e-mail save on blur, only when non-empty and changed.
  const onBlur = (field: 'name' | 'email') => (e: FocusEvent<HTMLInputElement>) => {
    const value = e.target.value.trim();
    if (!value) {
      e.target.value = user[field];
      return;
    }
    if (value === user[field]) return;
    if (field === 'email') setPendingEmail(value);
    else save(field, value);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-accent" aria-hidden /> Account Information
        </CardTitle>
        <CardDescription>Changes save as you leave each field.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="settings-name">Name</Label>
          <Input
            id="settings-name"
            key={`name-${user.name}-${reverts.name}`}
            defaultValue={user.name}
            autoComplete="name"
            onBlur={onBlur('name')}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="settings-email">Email</Label>
          <Input
            id="settings-email"
            key={`email-${user.email}-${reverts.email}`}
            type="email"
            defaultValue={user.email}
            autoComplete="email"
            onBlur={onBlur('email')}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="settings-username">Username</Label>
          <Input id="settings-username" value={user.username} readOnly aria-readonly className="bg-muted" />
          <p className="text-xs text-muted-foreground">Your username can't be changed.</p>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="settings-gender">Gender</Label>
          <Select
            id="settings-gender"
            value={user.gender}
            onValueChange={(v) => v !== user.gender && save('gender', v)}
            options={[
              { value: 'male', label: 'Male' },
              { value: 'female', label: 'Female' },
            ]}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="settings-translation">Bible translation</Label>
          <Select
            id="settings-translation"
            value={user.translation}
            onValueChange={(v) => v !== user.translation && save('translation', v)}
            options={TRANSLATIONS}
          />
        </div>
        <TimeZoneField value={user.timeZone} onChange={(zone) => zone !== user.timeZone && save('timeZone', zone)} />
      </CardContent>
      <ConfirmEmailDialog
        email={pendingEmail}
        onDone={(saved) => {
          setPendingEmail(null);
          if (!saved) setReverts((r) => ({ ...r, email: r.email + 1 }));
        }}
      />
    </Card>
  );
}
