import { HandHeart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useRecordCompletion } from '@/lib/completions';

/**
 * Prayer is one of the six practices. The Prayer Assistant completes it when it writes a prayer; a person
 * who prays in their own words (or without premium) marks it here, so a perfect day is within reach.
 */
export function PrayerMark({ done }: { done: boolean }) {
  const record = useRecordCompletion('prayer');
  if (done) return <p className="text-sm text-success">You've prayed today. The Lord hears you.</p>;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted p-3 text-sm">
      <span className="flex-1">Spent time in prayer today, in your own words?</span>
      <Button
        size="sm"
        variant="accent"
        disabled={record.isPending}
        onClick={() =>
          record.mutate('prayer', {
            onError: (err) =>
              toast({
                title: 'Error',
                description: errorMessage(err, 'Failed to mark prayer as complete. Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      >
        <HandHeart aria-hidden /> {record.isPending ? 'Saving...' : 'I prayed today'}
      </Button>
      <Link to="/prayer" className="inline-flex min-h-11 basis-full items-center text-accent underline-offset-4 hover:underline">
        Or let the Prayer Assistant write a prayer for your day
      </Link>
    </div>
  );
}
