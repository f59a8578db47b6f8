import { useCallback } from 'react';
import type { TInterpretation, TScripture } from '@contract/scripture';
import { clipText } from '@contract/text';
import { PRODUCT_NAME } from '@/components/brand';
import { ShareStoryDialog } from '@/components/share-story-dialog';
import { INSIGHT_HASHTAGS, insightStory, SCRIPTURE_HASHTAGS, scriptureStory } from '@/lib/story/cards';
import { shareLink, storyFilename } from '@/lib/story/share';

export function ShareScriptureDialog({
  scripture,
  open,
  onOpenChange,
}: {
  scripture: TScripture;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const makeImage = useCallback(() => scriptureStory(scripture.verse, scripture.text), [scripture.verse, scripture.text]);
  const link = open ? shareLink(scripture.verse, scripture.translation) : '';
  return (
    <ShareStoryDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Scripture"
      description={`A story image of ${scripture.verse} to share.`}
      imageAlt={`Story image: ${scripture.verse}`}
      filename={storyFilename(scripture.verse)}
      makeImage={makeImage}
      shareTitle={scripture.verse}
      shareText={`“${scripture.text}” — ${scripture.verse}\n\nShared from ${PRODUCT_NAME}: ${link}\n${SCRIPTURE_HASHTAGS}`}
      link={link}
      errorTitle="Error Creating Story Card"
    />
  );
}

export function ShareInsightDialog({
  scripture,
  interpretation,
  onOpenChange,
}: {
  scripture: TScripture;
  interpretation: TInterpretation | null;
  onOpenChange: (open: boolean) => void;
}) {
  const makeImage = useCallback(
    () =>
      interpretation
        ? insightStory({ verse: scripture.verse, text: scripture.text, ...interpretation })
        : Promise.reject(new Error('no insight')),
    [scripture.verse, scripture.text, interpretation],
  );
  const open = interpretation !== null;
  const link = open ? shareLink(scripture.verse, scripture.translation) : '';
  return (
    <ShareStoryDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Biblical Insight"
      description={`A story image of the insight into ${scripture.verse}.`}
      imageAlt={`Insight story image: ${scripture.verse}`}
      filename={storyFilename(`${scripture.verse} insight`)}
      makeImage={makeImage}
      shareTitle={`${scripture.verse}: Biblical Insight`}
      shareText={`${scripture.verse}: ${clipText(interpretation?.theologicalInsight ?? '', 150)}\n\nRead it on ${PRODUCT_NAME}: ${link}\n${INSIGHT_HASHTAGS}`}
      link={link}
      errorTitle="Error Creating Story Card"
    />
  );
}
