import { HandHeart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useRecordCompletion } from '@/lib/completions';

/**
 * Prayer is one of the six practices. Until a guided prayer screen exists, a person who has prayed in
 * their own words marks it here, so a perfect day is within reach.
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
            onError: () => toast({ title: 'Error', description: 'Failed to mark prayer as complete. Please try again.', variant: 'destructive' }),
          })
        }
      >
        <HandHeart aria-hidden /> {record.isPending ? 'Saving...' : 'I prayed today'}
      </Button>
    </div>
  );
}
