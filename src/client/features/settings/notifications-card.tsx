import { Bell } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/misc';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { PushRefused } from '@/lib/push';
import { usePreferences, usePushOnDevice, useSetPushOnDevice, useUpdatePreferences } from './api';

export function NotificationsCard() {
  const { data: prefs, isLoading, isError, refetch } = usePreferences();
  const update = useUpdatePreferences();
  const push = usePushOnDevice();
  const setPush = useSetPushOnDevice();
  const pushOn = push.data?.on ?? false;
  const togglePush = (on: boolean) =>
    setPush.mutate(on, {
      onSuccess: () =>
        toast({
          title: on ? 'Reminders will come to this device' : 'No more reminders on this device',
          variant: 'success',
          duration: 3000,
        }),
      onError: (err) =>
        toast({
          title: 'Failed to update notifications',
          description:
            err instanceof PushRefused ? err.message : errorMessage(err, 'There was an error turning notifications on this device'),
          variant: 'destructive',
        }),
    });

  const save = (change: Parameters<typeof update.mutate>[0]) =>
    update.mutate(change, {
      onSuccess: () => toast({ title: 'Preferences updated', variant: 'success', duration: 3000 }),
      onError: (err) =>
        toast({
          title: 'Failed to update preferences',
          description: errorMessage(err, 'There was an error saving your preferences'),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-accent" aria-hidden /> Notifications
        </CardTitle>
        <CardDescription>
          A gentle reminder at the time you choose, on days when practices are still waiting: on this device, by e-mail, or both.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading && <Skeleton className="h-16 w-full" />}
        {isError && <LoadError message="Your notification settings couldn't be loaded." onRetry={refetch} className="text-sm" />}
        {prefs && (
          <>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="settings-notifications">Daily reminders</Label>
              <Switch
                id="settings-notifications"
                checked={prefs.notificationsEnabled === 1}
                onCheckedChange={(on) => save({ notificationsEnabled: on ? 1 : 0 })}
              />
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
            <fieldset className="grid gap-3" disabled={prefs.notificationsEnabled !== 1}>
              <legend className="mb-1 text-sm font-medium">Send reminders</legend>
              <div className="flex items-center justify-between gap-4">
                <div className="grid gap-0.5">
                  <Label htmlFor="settings-push">On this device</Label>
                  <p id="settings-push-help" className="text-xs text-muted-foreground">
                    {push.data && !push.data.supported
                      ? 'This browser can’t show reminders. Install Lamplight as an app (on iPhone: Share → Add to Home Screen).'
                      : pushOn && push.data && push.data.devices > 1
                        ? `On this device and ${push.data.devices - 1} other${push.data.devices > 2 ? 's' : ''}.`
                        : 'Your browser asks for permission when you turn this on.'}
                  </p>
                </div>
                <Switch
                  id="settings-push"
                  aria-describedby="settings-push-help"
                  checked={pushOn}
                  disabled={prefs.notificationsEnabled !== 1 || !push.data?.supported || setPush.isPending}
                  onCheckedChange={togglePush}
                />
              </div>
              <div className="flex items-center justify-between gap-4">
                <Label htmlFor="settings-email-reminders">By e-mail</Label>
                <Switch
                  id="settings-email-reminders"
                  checked={prefs.reminderEmail === 1}
                  disabled={prefs.notificationsEnabled !== 1}
                  onCheckedChange={(on) => save({ reminderEmail: on ? 1 : 0 })}
                />
              </div>
            </fieldset>
          </>
        )}
      </CardContent>
    </Card>
  );
}
