import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, HandHeart, Lightbulb, Sparkles, type LucideIcon } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { POST_MAX, SCRIPTURE_MAX, ZPostContent, ZPostType, type TPostType } from '@contract/community';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label, LimitedField, Textarea } from '@/components/ui/input';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { publishAfterCare } from '@/lib/care';
import { useCreatePost } from './api';
import { failureText } from './labels';

const TYPES: { value: TPostType; label: string; icon: LucideIcon }[] = [
  { value: 'reflection', label: 'Reflection', icon: Sparkles },
  { value: 'scripture', label: 'Scripture', icon: BookOpen },
  { value: 'prayer', label: 'Prayer', icon: HandHeart },
  { value: 'insight', label: 'Insight', icon: Lightbulb },
];

const ZPostForm = z.object({
  content: ZPostContent,
  type: ZPostType,
  scripture: z.string().check(z.trim(), z.maxLength(SCRIPTURE_MAX, `Scripture reference must be at most ${SCRIPTURE_MAX} characters`)),
  anonymous: z.boolean(),
});
type TPostForm = z.input<typeof ZPostForm>;
const EMPTY: TPostForm = { content: '', type: 'reflection', scripture: '', anonymous: false };

export function CreatePostForm({ onPosted }: { onPosted: () => void }) {
  const create = useCreatePost();
  const form = useForm<TPostForm, unknown, z.output<typeof ZPostForm>>({ resolver: zodResolver(ZPostForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const length = useWatch({ control: form.control, name: 'content' }).length;
  const scriptureLength = useWatch({ control: form.control, name: 'scripture' }).length;

  const submit = form.handleSubmit((values) => publishAfterCare(values.content, () => publish(values), 'Post anyway'));
  const publish = (values: z.output<typeof ZPostForm>) =>
    create.mutate(
      // The reference belongs to a scripture share only; a hidden field sends nothing.
      {
        content: values.content,
        type: values.type,
        scripture: values.type === 'scripture' && values.scripture ? values.scripture : null,
        anonymous: values.anonymous ? 1 : 0,
      },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: 'Post Created',
            description: 'Your post has been shared with the community.',
            variant: 'success',
            duration: 4000,
          });
          onPosted();
        },
        onError: (err) => toast({ title: 'Error', description: failureText(err, 'createPost'), variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Share Something</CardTitle>
        <CardDescription>A reflection, a verse, a prayer request or an insight: share it by name or anonymously.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <div role="group" aria-label="Post type" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {TYPES.map(({ value, label, icon: Icon }) => (
                  <Button
                    key={value}
                    variant={field.value === value ? 'default' : 'outline'}
                    aria-pressed={field.value === value}
                    onClick={() => field.onChange(value)}
                    className={cn('h-auto flex-col gap-1 py-3')}
                  >
                    <Icon aria-hidden />
                    {label}
                  </Button>
                ))}
              </div>
            )}
          />
          <LimitedField
            id="post-content"
            label="Your post"
            labelClassName="sr-only"
            error={errors.content?.message}
            length={length}
            max={POST_MAX}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                placeholder="What would you like to share with the community?"
                {...form.register('content')}
              />
            )}
          </LimitedField>
          {type === 'scripture' && (
            <LimitedField
              id="post-scripture"
              label="Scripture reference"
              labelClassName="sr-only"
              error={errors.scripture?.message}
              length={scriptureLength}
              max={SCRIPTURE_MAX}
            >
              {(control) => <Input {...control} placeholder="Scripture reference (e.g., John 3:16)" {...form.register('scripture')} />}
            </LimitedField>
          )}
          <Controller
            control={form.control}
            name="anonymous"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id="post-anonymous" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor="post-anonymous" className="cursor-pointer font-normal">
                  Post anonymously
                </Label>
              </div>
            )}
          />
          <Button type="submit" variant="accent" size="lg" disabled={create.isPending}>
            {create.isPending ? 'Posting...' : 'Share with Community'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
