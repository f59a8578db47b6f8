import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useDailyScripture } from './api';
import { ScriptureCard } from './scripture-card';

/** The Dashboard's Daily Scripture: the same actions as on the Scripture page, favorites included. */
export function DailyScriptureCard() {
  const { data, isPending, isError, refetch } = useDailyScripture();
  if (data) return <ScriptureCard scripture={data} heading="Daily Scripture" contextTitle="Biblical Context and Insight" />;
  return (
    <Card aria-label="Daily Scripture">
      <CardHeader>
        <CardTitle>Daily Scripture</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" aria-label="Loading today's scripture" className="space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : isError ? (
          <LoadError message="Unable to load today's scripture. Please try again later." onRetry={refetch} />
        ) : (
          <p className="text-muted-foreground">No daily scripture available.</p>
        )}
      </CardContent>
    </Card>
  );
}
