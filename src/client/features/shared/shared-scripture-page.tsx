import { useQuery } from '@tanstack/react-query';
import { BookOpen, Download, Heart, Link2Off, NotebookPen, Sparkles, Sun, UserPlus, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { TPassage } from '@contract/bible';
import { FEATURES } from '@contract/features';
import type { TScripture } from '@contract/scripture';
import { decodeShareLink } from '@contract/share';
import { LampMark, PRODUCT_NAME } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/misc';
import { usePageTitle } from '@/lib/page-title';

const FEATURE_LIST = [
  { icon: BookOpen, text: 'A passage of Scripture for every day, in the World English Bible or the King James Version' },
  // Every verse once insight reaches the whole Bible; today, the passages chosen for it.
  {
    icon: Sparkles,
    text: FEATURES.insightForEveryVerse
      ? 'Biblical context and insight for every verse'
      : 'Biblical context and insight for well-loved passages',
  },
  { icon: NotebookPen, text: 'A private journal, gratitude list and mood tracker' },
  { icon: Heart, text: 'Streaks, badges and a gentle daily rhythm' },
  { icon: Users, text: 'A community to share encouragement with' },
];

function JoinButton() {
  return (
    <Button asChild size="lg" variant="accent">
      <Link to="/auth">Join {PRODUCT_NAME}</Link>
    </Button>
  );
}

/** A cut or mistyped link: said plainly, with today's verse instead and the way in. */
function IncompleteLink() {
  const today = useQuery<TScripture>({ queryKey: ['/api/scriptures/daily'] });
  return (
    <CardContent className="grid gap-4 p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <Link2Off className="mt-1 size-5 shrink-0 text-accent" aria-hidden />
        <div className="space-y-1">
          <h1 className="text-lg font-semibold">This link is incomplete</h1>
          <p className="text-muted-foreground">
            Part of the address is missing or mistyped (messaging apps sometimes cut long links), so the verse it pointed to can't be shown.
            Ask whoever shared it to send it again. Meanwhile, here is today's verse.
          </p>
        </div>
      </div>
      {today.data ? (
        <figure className="space-y-2 rounded-md bg-muted p-4">
          <blockquote className="font-serif text-lg leading-relaxed">{today.data.text}</blockquote>
          <figcaption className="font-semibold text-accent">{today.data.verse}</figcaption>
        </figure>
      ) : today.isPending ? (
        <div role="status" aria-label="Loading today's verse" className="space-y-2">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : null}
      <div className="justify-self-center">
        <JoinButton />
      </div>
    </CardContent>
  );
}

/**
 * /shared/{code}: a verse someone shared, open to everyone. Only the reference and translation come from
 * the link (a short code, or an older link's payload); the words are the Bible's own, so a link can't put
 * other words under a verse's name. A link that doesn't decode, or names a verse the Bible doesn't have,
 * says so and offers today's verse.
 */
export function SharedScripturePage() {
  const { '*': path = '' } = useParams();
  const link = useMemo(() => decodeShareLink(path), [path]);
  const passage = useQuery<TPassage>({
    queryKey: [`/api/bible/passage?ref=${encodeURIComponent(link?.verse ?? '')}&translation=${link?.translation ?? 'WEB'}`],
    enabled: link !== null,
  });
  const shared = passage.data?.text ? passage.data : undefined;
  const broken = link === null || passage.isError || (passage.isSuccess && !shared);
  const { data: meditations } = useQuery<{ count: number }>({ queryKey: ['/api/meditations/count'] });
  const features = meditations
    ? [FEATURE_LIST[0]!, { icon: Sun, text: `${meditations.count} guided meditations, each rooted in a passage` }, ...FEATURE_LIST.slice(1)]
    : FEATURE_LIST;
  usePageTitle(shared ? shared.reference : broken ? 'Incomplete link' : 'Shared scripture');

  return (
    <main className="min-h-dvh bg-gradient-to-b from-primary to-[#2d3f63] px-4 py-10 text-primary-foreground">
      <div className="mx-auto max-w-xl space-y-8">
        <Link to="/auth" className="flex items-center justify-center gap-2 text-2xl font-semibold">
          <LampMark className="size-10" /> {PRODUCT_NAME}
        </Link>
        <Card className="text-foreground">
          {shared ? (
            <CardContent className="space-y-4 p-6 sm:p-8">
              <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Someone shared a verse with you</p>
              <blockquote className="border-l-4 border-accent pl-4 font-serif text-xl leading-relaxed sm:text-2xl">
                {shared.text}
              </blockquote>
              <h1 className="text-lg font-semibold text-accent">{shared.reference}</h1>
              <div className="flex flex-col gap-2 pt-2 sm:flex-row">
                <Button asChild size="lg" variant="accent">
                  <Link to="/auth">
                    <UserPlus aria-hidden /> Sign Up Free
                  </Link>
                </Button>
                {/* Offered once there is an app to install. */}
                {FEATURES.installableApp && (
                  <Button asChild size="lg" variant="outline">
                    <Link to="/auth">
                      <Download aria-hidden /> Download the App
                    </Link>
                  </Button>
                )}
              </div>
            </CardContent>
          ) : broken ? (
            <IncompleteLink />
          ) : (
            <CardContent className="grid justify-items-center gap-4 p-8 text-center">
              <p role="status" className="animate-pulse text-muted-foreground">
                Loading shared scripture...
              </p>
              <JoinButton />
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
    </main>
  );
}
