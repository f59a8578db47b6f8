import { useCallback } from 'react';
import type { TMeditation } from '@contract/meditation';
import { PRODUCT_NAME } from '@/components/brand';
import { ShareStoryDialog } from '@/components/share-story-dialog';
import { MEDITATION_HASHTAGS, meditationKeyInsight, meditationStory } from '@/lib/story/cards';
import { storyFilename } from '@/lib/story/share';

/** Share Meditation: a story card with the title, the passage and the script's key insight. */
export function ShareMeditationDialog({
  meditation,
  open,
  onOpenChange,
}: {
  meditation: TMeditation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reflection = meditation.stages.find((s) => s.key === 'reflect')?.text ?? '';
  const insight = meditationKeyInsight(reflection, meditation.stages.map((s) => s.text).join(' '));
  const makeImage = useCallback(
    () => meditationStory({ title: meditation.title, scripture: meditation.scripture, insight }),
    [meditation.title, meditation.scripture, insight],
  );
  return (
    <ShareStoryDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Meditation"
      description={`A story image of “${meditation.title}” to share.`}
      imageAlt={`Meditation story image: ${meditation.title}`}
      filename={storyFilename(meditation.title)}
      makeImage={makeImage}
      shareTitle={meditation.title}
      shareText={`${meditation.title} (${meditation.scripture})\n\n${insight}\n\nMeditate with ${PRODUCT_NAME}: ${window.location.origin}\n${MEDITATION_HASHTAGS}`}
      errorTitle="Error Creating Story Card"
    />
  );
}
