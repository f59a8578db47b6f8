import { ArrowLeft, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { CARE_LINES, TRUSTED_PERSON } from '@contract/care';
import { LampMark, PRODUCT_NAME } from '@/components/brand';
import { CareResources } from '@/components/care-card';
import { usePageTitle } from '@/lib/page-title';

/**
 * "Get help now": the crisis lines, open to anyone, signed in or not, from the user menu, the Privacy page and
 * the sign-in screen. It needs nothing from the server, so it opens even when the rest of the app cannot.
 */
export function HelpPage() {
  usePageTitle('Get help now');
  return (
    <div className="min-h-dvh bg-background">
      <header className="bg-primary text-primary-foreground">
        <div className="mx-auto flex h-16 max-w-2xl items-center gap-2 px-4 text-xl font-semibold">
          <LampMark />
          {PRODUCT_NAME}
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-2xl gap-5 px-4 py-8">
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <HeartHandshake className="size-7 text-accent" aria-hidden />
          Get help now
        </h1>
        <p>
          If you are thinking about ending your life or hurting yourself, or you are in danger right now, you are not alone. These lines are
          free and confidential, and someone will listen.
        </p>
        <p className="font-medium">If your life is in immediate danger, call your local emergency number.</p>
        <CareResources resources={CARE_LINES} />
        <p>{TRUSTED_PERSON}</p>
        <figure className="rounded-md border-l-4 border-accent bg-accent-soft/40 p-3">
          <blockquote className="font-serif">
            Yahweh is near to those who have a broken heart, and saves those who have a crushed spirit.
          </blockquote>
          <figcaption className="mt-1 text-sm text-muted-foreground">Psalm 34:18</figcaption>
        </figure>
        <Link to="/" className="inline-flex min-h-11 items-center gap-2 font-medium text-accent underline underline-offset-4">
          <ArrowLeft className="size-4" aria-hidden />
          Back to {PRODUCT_NAME}
        </Link>
      </main>
    </div>
  );
}
