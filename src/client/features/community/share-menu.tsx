import { Copy, MessageSquare, Share2, ThumbsUp } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { TPost } from '@contract/community';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { shareText } from './labels';

const isMobile = () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

function shareOnFacebook(text: string) {
  const url = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(window.location.href)}&quote=${encodeURIComponent(text)}`;
  window.open(url, 'facebook-share', 'width=600,height=400,noopener,noreferrer');
}

function shareOnWhatsApp(text: string) {
  window.open(`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'noopener,noreferrer');
}

/** Instagram takes no shared text: the text goes to the clipboard, and on a phone the app opens after it. */
async function copyForInstagram(text: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast({
      title: 'Copied to Clipboard',
      description: 'Post content copied! You can now paste it on Instagram.',
      variant: 'success',
      duration: 4000,
    });
    if (isMobile()) setTimeout(() => window.location.assign('instagram://app'), 500);
  } catch {
    toast({ title: 'Copy Failed', description: 'Please manually copy the post content to share on Instagram.', variant: 'destructive' });
  }
}

export function ShareMenu({ post }: { post: TPost }) {
  const text = shareText(post);
  const item = 'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="Share this post">
          <Share2 aria-hidden /> Share
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-border bg-card p-1 text-foreground shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => shareOnFacebook(text)}>
            <ThumbsUp className="size-4" aria-hidden /> Share on Facebook
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => shareOnWhatsApp(text)}>
            <MessageSquare className="size-4" aria-hidden /> Share on WhatsApp
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => void copyForInstagram(text)}>
            <Copy className="size-4" aria-hidden /> Copy for Instagram
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
