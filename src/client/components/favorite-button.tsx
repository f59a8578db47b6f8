import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A heart that says what it will do: "Add John 3:16 to favorites" / "Remove … from favorites". */
export function FavoriteButton({
  isFavorite,
  label,
  onToggle,
  disabled,
}: {
  isFavorite: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${label} from favorites` : `Add ${label} to favorites`}
      onClick={onToggle}
      disabled={disabled}
    >
      <Heart className={cn('size-5', isFavorite ? 'fill-destructive text-destructive' : 'text-muted-foreground')} aria-hidden />
    </Button>
  );
}
