import { ControlIcon } from '@/components/ui/control-icon';

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  /** Accessible name, e.g. 'Next slide'. */
  label: string;
  onClick: () => void;
}

/** One of the carousel's round previous/next buttons. */
export function CarouselArrow({ direction, label, onClick }: CarouselArrowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      // An attribute, not hidden text: the name holds while the arrows turn visible (Embla
      // starts near the viewport, possibly while an accessibility check is reading the page).
      aria-label={label}
      data-magnetic=""
      className="grid size-12 place-items-center rounded-full border border-ink-600 text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
    >
      <ControlIcon name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} />
    </button>
  );
}
