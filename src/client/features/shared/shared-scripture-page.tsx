import { useQuery } from '@tanstack/react-query';
import { BookOpen, Download, Heart, NotebookPen, Sparkles, Sun, UserPlus, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { TPassage } from '@contract/bible';
import { decodeSharePayload } from '@contract/share';
import { LampMark, PRODUCT_NAME } from '@/app/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

const FEATURES = [
  { icon: BookOpen, text: 'A passage of Scripture for every day, in the World English Bible or the King James Version' },
  { icon: Sparkles, text: 'Biblical context and insight for every verse' },
  { icon: NotebookPen, text: 'A private journal, gratitude list and mood tracker' },
  { icon: Heart, text: 'Streaks, badges and a gentle daily rhythm' },
  { icon: Users, text: 'A community to share encouragement with' },
];

/**
 * /shared/{payload}: a verse someone shared, open to everyone. Only the reference (and the sharer's
 * translation, WEB when the link names none) is taken from the link: the words are the Bible's own, so
 * a link can't put other words under a verse's name. A payload that doesn't decode, or a reference the
 * Bible doesn't have, keeps the loading state.
 */
export function SharedScripturePage() {
  const { payload = '' } = useParams();
  const link = useMemo(() => decodeSharePayload(payload), [payload]);
  const { data: passage } = useQuery<TPassage>({
    queryKey: [`/api/bible/passage?ref=${encodeURIComponent(link?.verse ?? '')}&translation=${link?.translation ?? 'WEB'}`],
    enabled: link !== null,
  });
  const shared = passage?.text ? passage : undefined;
  const { data: meditations } = useQuery<{ count: number }>({ queryKey: ['/api/meditations/count'] });
  const features = meditations ? [FEATURES[0]!, { icon: Sun, text: `${meditations.count} guided meditations, each rooted in a passage` }, ...FEATURES.slice(1)] : FEATURES;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-primary to-[#2d3f63] px-4 py-10 text-primary-foreground">
      <div className="mx-auto max-w-xl space-y-8">
        <Link to="/auth" className="flex items-center justify-center gap-2 text-2xl font-semibold">
          <LampMark className="size-10" /> {PRODUCT_NAME}
        </Link>
        <Card className="text-foreground">
          {shared ? (
            <CardContent className="space-y-4 p-6 sm:p-8">
              <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Someone shared a verse with you</p>
              <blockquote className="border-l-4 border-accent pl-4 font-serif text-xl leading-relaxed sm:text-2xl">{shared.text}</blockquote>
              <h1 className="text-lg font-semibold text-accent">{shared.reference}</h1>
              <div className="flex flex-col gap-2 pt-2 sm:flex-row">
                <Button asChild size="lg" variant="accent">
                  <Link to="/auth">
                    <UserPlus aria-hidden /> Sign Up Free
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to="/auth">
                    <Download aria-hidden /> Download the App
                  </Link>
                </Button>
              </div>
            </CardContent>
          ) : (
            <CardContent className="grid justify-items-center gap-4 p-8 text-center">
              <p role="status" className="animate-pulse text-muted-foreground">
                Loading shared scripture...
              </p>
              <Button asChild size="lg" variant="accent">
                <Link to="/auth">Join {PRODUCT_NAME}</Link>
              </Button>
            </CardContent>
          )}
        </Card>
        <section aria-labelledby="features" className="space-y-3">
          <h2 id="features" className="text-center text-lg font-semibold">
            A daily rhythm of faith, in one place
          </h2>
          <ul className="grid gap-2">
            {features.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 rounded-md bg-white/10 p-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-[#f5b942]" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
