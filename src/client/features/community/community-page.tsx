import { MessageCircle, PenLine, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
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

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Community Sharing</h1>
        <p className="text-muted-foreground">Share reflections, scripture, prayer requests and insights, and walk alongside one another.</p>
      </header>
      <Tabs value={active} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList>
          <TabsTrigger value="feed">
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
          <CreatePostForm onPosted={() => setTab('feed')} />
        </TabsContent>
        {selectedId !== null && (
          <TabsContent value="comments" forceMount className="data-[state=inactive]:hidden">
            <DiscussionTab postId={selectedId} onBack={backToFeed} onDeleted={onDeleted} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
