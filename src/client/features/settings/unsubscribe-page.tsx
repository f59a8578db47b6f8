import { BellOff, Loader2, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_API } from '@contract/reminders';
import { LampMark, PRODUCT_NAME } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { apiRequest, errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'refused'; message: string };

/**
 * The page a reminder e-mail's "Stop reminder e-mails" link opens (decision 084), signed in or not: the signed token
 * in the address turns reminder e-mails off, and the page says so and where to turn them back on.
 */
export function UnsubscribePage() {
  usePageTitle('Reminder e-mails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiRequest('POST', `${UNSUBSCRIBE_API}?token=${encodeURIComponent(token)}`).then(
      () => setState({ kind: 'done' }),
      (err: unknown) =>
        setState({
          kind: 'refused',
          message: errorMessage(err, "Reminder e-mails couldn't be turned off just now. Please try again, or turn them off in Settings."),
        }),
    );
  }, [token]);

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-b from-primary to-[#2d3f63] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-2xl font-semibold text-primary-foreground">
          <LampMark className="size-10" /> {PRODUCT_NAME}
        </div>
        <Card>
          <CardContent className="grid justify-items-center gap-3 p-8 text-center" role="status">
            {state.kind === 'working' && (
              <>
                <Loader2 className="size-10 animate-spin text-muted-foreground" aria-hidden />
                <h1 className="text-xl font-semibold">Turning off reminder e-mails…</h1>
              </>
            )}
            {state.kind === 'done' && (
              <>
                <BellOff className="size-12 text-accent" aria-hidden />
                <h1 className="text-xl font-semibold">You won't get reminder e-mails any more</h1>
                <p className="text-muted-foreground">
                  Reminders on your devices and your reminder time stay as they were. You can turn reminder e-mails back on in Settings,
                  under Notifications.
                </p>
                <Button asChild>
                  <Link to="/settings">Turn them back on in Settings</Link>
                </Button>
              </>
            )}
            {state.kind === 'refused' && (
              <>
                <ShieldAlert className="size-12 text-destructive" aria-hidden />
                <h1 className="text-xl font-semibold">This link didn't work</h1>
                <p className="text-muted-foreground">{state.message}</p>
                <Button asChild>
                  <Link to="/settings">Open Settings</Link>
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
