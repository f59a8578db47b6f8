import { Bell } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Skeleton, Switch } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { usePreferences, useUpdatePreferences } from './api';

export function NotificationsCard() {
  const { data: prefs, isLoading, isError } = usePreferences();
  const update = useUpdatePreferences();

  const save = (change: Parameters<typeof update.mutate>[0]) =>
    update.mutate(change, {
      onSuccess: () => toast({ title: 'Preferences updated', variant: 'success', duration: 3000 }),
      onError: () => toast({ title: 'Failed to update preferences', description: 'There was an error saving your preferences', variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-accent" aria-hidden /> Notifications
        </CardTitle>
        <CardDescription>A gentle e-mail at the time you choose, on days when practices are still waiting.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading && <Skeleton className="h-16 w-full" />}
        {isError && <p className="text-sm text-destructive">Your notification settings couldn't be loaded. Please refresh the page.</p>}
        {prefs && (
          <>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="settings-notifications">Daily reminders</Label>
              <Switch id="settings-notifications" checked={prefs.notificationsEnabled === 1} onCheckedChange={(on) => save({ notificationsEnabled: on ? 1 : 0 })} />
            </div>
            <div className="grid max-w-48 gap-1.5">
              <Label htmlFor="settings-reminder-time">Reminder time</Label>
              <Input
                id="settings-reminder-time"
                type="time"
                key={prefs.dailyReminderTime}
                defaultValue={prefs.dailyReminderTime}
                disabled={prefs.notificationsEnabled !== 1}
                onBlur={(e) => e.target.value && e.target.value !== prefs.dailyReminderTime && save({ dailyReminderTime: e.target.value })}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
