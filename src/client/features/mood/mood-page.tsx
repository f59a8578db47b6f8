import { History, Smile } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageTitle } from '@/lib/page-title';
import { MoodHistory } from './mood-history';
import { RecordMoodForm } from './record-mood-form';

export function MoodPage() {
  const [tab, setTab] = useState('record');
  usePageTitle('Mood Tracker');

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <Smile className="size-6 text-accent" aria-hidden /> Mood Tracker
        </h1>
        <p className="text-muted-foreground">Name how you feel and bring it to God. Over time, see the shape of your seasons.</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="record">
            <Smile aria-hidden /> Record Mood
          </TabsTrigger>
          <TabsTrigger value="history">
            <History aria-hidden /> History
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted while History is open: a half-written reflection, or one a failed save gave back, stays. */}
        <TabsContent value="record" forceMount className="data-[state=inactive]:hidden">
          <Card>
            <CardHeader>
              <CardTitle>Today's mood</CardTitle>
            </CardHeader>
            <CardContent>
              <RecordMoodForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="history">
          <MoodHistory />
        </TabsContent>
      </Tabs>
    </div>
  );
}
