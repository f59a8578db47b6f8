import { HandHeart, Loader2, UserRound, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type TPrayer } from '@contract/prayer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubscriptionGate } from '@/components/subscription-gate';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { firstName } from '@contract/names';
import { usePageTitle } from '@/lib/page-title';
import { useGeneratePrayer, usePrayerReadiness } from './api';
import { NameDialog } from './name-dialog';
import { PrayerHistory } from './prayer-history';
import { PrayerResult } from './prayer-result';
import { testAudio } from './read-aloud';
import { ReadinessChecklist } from './readiness-checklist';

function HowItWorks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How the Prayer Assistant Works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>Write in your journal, record how you feel, and note something you're grateful for.</li>
          <li>Tell us the name you'd like your prayers to use, by voice or by typing it.</li>
          <li>Press Generate Prayer: a prayer for your day, a Bible verse that speaks to it, and a word of encouragement.</li>
          <li>Read it, or press Listen to hear it read aloud.</li>
        </ol>
      </CardContent>
    </Card>
  );
}

/** The Prayer Assistant (§2.8): the subscription gate, then the readiness gate, then the prayer. */
export function PrayerPage() {
  usePageTitle('Prayer Assistant');
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <HandHeart className="size-6 text-accent" aria-hidden /> Personal Prayer Assistant
        </h1>
        <p className="text-muted-foreground">A prayer written for your day, with a verse and a word of encouragement.</p>
      </header>
      <HowItWorks />
      <SubscriptionGate feature="the Prayer Assistant" locked="Prayer assistant locked">
        <PrayerAssistant />
      </SubscriptionGate>
    </div>
  );
}

/** Behind the subscription gate: the readiness checklist, the name, Generate Prayer, the result and the history. */
function PrayerAssistant() {
  const user = useCurrentUser();
  const readiness = usePrayerReadiness();
  const generate = useGeneratePrayer();
  const [prayer, setPrayer] = useState<TPrayer | null>(null);
  const [failed, setFailed] = useState(false);
  const [naming, setNaming] = useState(false);
  const [detectedName, setDetectedName] = useState<string | null>(null);

  const run = () => {
    setFailed(false);
    generate.mutate(detectedName, {
      onSuccess: (p) => {
        setPrayer(p);
        toast({ title: 'Prayer Generated', description: `A prayer for you, ${p.name}.`, variant: 'success', duration: 3000 });
      },
      onError: (err) => {
        setFailed(true);
        toast({
          title: 'Failed to generate prayer',
          description: errorMessage(err, 'There was an error creating your personalized prayer. Please try again later.'),
          variant: 'destructive',
        });
      },
    });
  };

  if (readiness.isPending)
    return (
      <div role="status" aria-label="Loading" className="grid place-items-center py-10">
        <Loader2 className="size-8 animate-spin text-accent" aria-hidden />
      </div>
    );
  if (readiness.isError)
    return <LoadError message="Unable to load the Prayer Assistant. Please try again." onRetry={() => readiness.refetch()} />;

  const r = readiness.data;
  const name = detectedName ?? r.prayerName ?? (firstName(user.name) || 'Friend');
  const ready = r.missing.length === 0;
  const limitReached = r.generatedToday >= r.dailyLimit;

  return (
    <div className="space-y-6">
      <ReadinessChecklist readiness={r} />
      {ready && (
        <Card>
          <CardHeader>
            <CardTitle>Your prayer</CardTitle>
            <CardDescription>
              Your prayers will say <span className="font-semibold text-foreground">{name}</span>.
              {r.included.length > 0 && (
                <>
                  {' '}
                  They will also name, from your prayer list: <span className="text-foreground">{r.included.join('; ')}</span> (
                  <Link to="/prayer-list" className="underline underline-offset-2">
                    change on your prayer list
                  </Link>
                  ).
                </>
              )}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="flex flex-wrap gap-3">
              <Button variant="accent" size="lg" onClick={run} disabled={generate.isPending || limitReached}>
                {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <HandHeart aria-hidden />}
                {generate.isPending ? 'Generating...' : 'Generate Prayer'}
              </Button>
              <Button variant="outline" onClick={() => setNaming(true)}>
                <UserRound aria-hidden /> Your name for prayers
              </Button>
              <Button variant="ghost" onClick={testAudio}>
                <Volume2 aria-hidden /> Test audio
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              {limitReached
                ? `You have had today's ${r.dailyLimit} prayers. You can generate a new one tomorrow.`
                : `${r.generatedToday} of ${r.dailyLimit} prayers today.`}
            </p>
            {(prayer || generate.isPending || failed) && (
              <PrayerResult prayer={prayer} generating={generate.isPending} failed={failed} onRetry={run} />
            )}
          </CardContent>
        </Card>
      )}
      <PrayerHistory
        onOpen={(p) => {
          setFailed(false);
          setPrayer(p);
        }}
      />
      <NameDialog
        key={String(naming)}
        open={naming}
        onOpenChange={setNaming}
        current={r.prayerName}
        voice={r.voicePronunciation}
        canTranscribe={r.canTranscribe}
        onDetected={setDetectedName}
      />
    </div>
  );
}
