import { Copy, Download, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { copyText, downloadBlob, shareStory } from '@/lib/story/share';

export interface ShareStoryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Share Scripture', 'Share Biblical Insight', 'Share Meditation'. */
  title: string;
  description: string;
  imageAlt: string;
  filename: string;
  /** Draws the 1080×1920 story image. */
  makeImage: () => Promise<Blob>;
  shareTitle: string;
  shareText: string;
  /** A /shared/… link, when the thing shared has a public page. */
  link?: string;
  /** The toast title when the image can't be made. */
  errorTitle?: string;
}

type Image = { state: 'making' } | { state: 'failed' } | { state: 'ready'; blob: Blob; url: string };

/** Mounted while the dialog is open: draws the image once, then offers share, download and the link. */
function ShareStoryBody(props: ShareStoryProps) {
  const { makeImage, errorTitle } = props;
  const [image, setImage] = useState<Image>({ state: 'making' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let url: string | undefined;
    makeImage()
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setImage({ state: 'ready', blob, url });
      })
      .catch(() => {
        if (cancelled) return;
        setImage({ state: 'failed' });
        toast({
          title: errorTitle ?? 'Error Creating Story Card',
          description: 'The story image could not be made. Please try again.',
          variant: 'destructive',
        });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [makeImage, errorTitle]);

  const share = async () => {
    if (image.state !== 'ready') return;
    setBusy(true);
    try {
      const outcome = await shareStory(image.blob, props.filename, props.shareTitle, props.shareText);
      if (outcome === 'shared') toast({ title: 'Shared', description: 'Thank you for sharing.', variant: 'success' });
      if (outcome === 'downloaded')
        toast({
          title: 'Image downloaded',
          description: "Sharing isn't available here, so the image was saved and the text copied for you to post.",
        });
    } finally {
      setBusy(false);
    }
  };

  const copyLink = async () => {
    if (!props.link) return;
    const ok = await copyText(props.link);
    toast(
      ok
        ? { title: 'Link copied', description: 'Paste it anywhere to share.', variant: 'success' }
        : { title: 'Copy Failed', description: props.link, variant: 'destructive' },
    );
  };

  return (
    <>
      <div className="mx-auto w-full max-w-[240px]">
        {image.state === 'ready' ? (
          <img src={image.url} alt={props.imageAlt} className="aspect-[9/16] w-full rounded-md border border-border shadow" />
        ) : image.state === 'failed' ? (
          <p className="rounded-md border border-destructive p-4 text-sm text-destructive">The story image could not be made.</p>
        ) : (
          <div role="status" aria-label="Making the story image">
            <Skeleton className="aspect-[9/16] w-full" />
          </div>
        )}
      </div>
      <DialogFooter className="sm:justify-center">
        {props.link && (
          <Button variant="outline" onClick={() => void copyLink()}>
            <Copy aria-hidden /> Copy Link
          </Button>
        )}
        <Button
          variant="outline"
          disabled={image.state !== 'ready'}
          onClick={() => image.state === 'ready' && downloadBlob(image.blob, props.filename)}
        >
          <Download aria-hidden /> Download
        </Button>
        <Button variant="accent" disabled={image.state !== 'ready' || busy} onClick={() => void share()}>
          <Share2 aria-hidden /> Share Story
        </Button>
      </DialogFooter>
    </>
  );
}

/** Shows the story image, then shares it (Web Share with the file) or downloads it and copies the text. */
export function ShareStoryDialog(props: ShareStoryProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <ShareStoryBody {...props} />
      </DialogContent>
    </Dialog>
  );
}
