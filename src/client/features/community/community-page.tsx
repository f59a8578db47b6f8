import { MessageCircle, PenLine, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CreatePostForm } from './create-post-form';
import { DiscussionTab } from './discussion-tab';
import { FeedTab } from './feed-tab';

type Tab = 'feed' | 'create' | 'comments';

/** Community Sharing: the feed, a form to share, and the discussion of the selected post. */
export function CommunityPage() {
  // ?share=1 (from the Dashboard's "Be the first to share") opens the form.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => (params.has('share') ? 'create' : 'feed'));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const active: Tab = tab === 'comments' && selectedId === null ? 'feed' : tab;
  usePageTitle('Community');

  // When what had focus leaves the screen (the form after sharing, the discussion after Back to Feed or
  // a delete), focus goes to the feed's tab instead of falling to <body>.
  const feedTab = useRef<HTMLButtonElement>(null);
  const focusFeedTabAfterRender = useRef(false);
  useEffect(() => {
    if (!focusFeedTabAfterRender.current || selectedId !== null) return;
    focusFeedTabAfterRender.current = false;
    feedTab.current?.focus();
  }, [selectedId]);

  const openDiscussion = (postId: number) => {
    setSelectedId(postId);
    setTab('comments');
  };
  const backToFeed = () => {
    setSelectedId(null);
    setTab('feed');
  };
  const onDeleted = (postId: number) => {
    if (postId === selectedId) backToFeed();
  };
  // Focus moves once the discussion (and its confirmation, which holds focus until then) is gone.
  const leaveDiscussion = () => {
    focusFeedTabAfterRender.current = true;
    backToFeed();
  };
  const onPosted = () => {
    setTab('feed');
    feedTab.current?.focus();
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Community Sharing</h1>
        <p className="text-muted-foreground">Share reflections, scripture, prayer requests and insights, and walk alongside one another.</p>
      </header>
      <Tabs value={active} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList>
          <TabsTrigger ref={feedTab} value="feed">
            <Users aria-hidden /> Community Feed
          </TabsTrigger>
          <TabsTrigger value="create">
            <PenLine aria-hidden /> Share Something
          </TabsTrigger>
          {selectedId !== null && (
            <TabsTrigger value="comments">
              <MessageCircle aria-hidden /> Discussion
            </TabsTrigger>
          )}
        </TabsList>
        {/* Kept mounted while hidden: the feed keeps its loaded pages, and a half-written post or comment its words. */}
        <TabsContent value="feed" forceMount className="data-[state=inactive]:hidden">
          <FeedTab onShare={() => setTab('create')} onOpenDiscussion={openDiscussion} onDeleted={onDeleted} />
        </TabsContent>
        <TabsContent value="create" forceMount className="data-[state=inactive]:hidden">
          <CreatePostForm onPosted={onPosted} />
        </TabsContent>
        {selectedId !== null && (
          <TabsContent value="comments" forceMount className="data-[state=inactive]:hidden">
            <DiscussionTab postId={selectedId} onBack={leaveDiscussion} onDeleted={leaveDiscussion} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
