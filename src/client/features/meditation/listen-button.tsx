import { Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TMeditation } from '@contract/meditation';
import { Button } from '@/components/ui/button';
import { readAloud, speechNotices, speechSupported, type Reading } from '@/lib/speech';

/** What the guided voice says: each stage under its heading, the passage right after 'read'. */
export function spokenParts(m: TMeditation): string[] {
  return m.stages.flatMap((s) => [`${s.heading}. ${s.text}`, ...(s.key === 'read' ? [`${m.scripture}. ${m.scriptureText}`] : [])]);
}

/** Reads the script aloud in the browser's voice, pausing between stages. */
export function ListenButton({ meditation }: { meditation: TMeditation }) {
  const [reading, setReading] = useState(false);
  const current = useRef<Reading | null>(null);

  useEffect(() => () => current.current?.stop(), []);

  const start = () => {
    if (!speechSupported()) {
      speechNotices.unavailable();
      return;
    }
    const r = readAloud(spokenParts(meditation), { pauseMs: 3000 });
    current.current = r;
    setReading(true);
    r.done
      .catch(() => speechNotices.failed('The guided voice stopped unexpectedly. Please try again.'))
      .finally(() => {
        if (current.current === r) {
          current.current = null;
          setReading(false);
        }
      });
  };

  const stop = () => {
    current.current?.stop();
    current.current = null;
    setReading(false);
  };

  return (
    <Button variant="outline" onClick={reading ? stop : start} aria-pressed={reading}>
      {reading ? <Square aria-hidden /> : <Volume2 aria-hidden />}
      {reading ? 'Stop' : 'Listen'}
    </Button>
  );
}
