import { Box, ButtonBase } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

// The login page's tab list with ButtonBase (already on the first load for the buttons) and the theme's values,
// not MUI's Tabs: Tabs, Tab and their roving focus are ~8 kB gz of the first load. Same roles
// (tablist, tab, aria-selected), same look, scroll arrows whenever the tabs overflow; arrow keys,
// Home and End move the focus like Tabs.
const SCROLLER_SX = {
  display: 'flex',
  flex: '1 1 auto',
  minHeight: 48,
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
} as const;
const TAB_SX = {
  typography: 'button',
  position: 'relative',
  flexShrink: 0,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  px: 2,
  py: 1.5,
  lineHeight: 1.25,
  color: 'text.secondary',
  '&[aria-selected="true"]': { color: 'primary.main' },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    bgcolor: 'primary.main',
  },
} as const;
// MUI's TabScrollButton, but shown at every width (on a phone it is the cue that more tabs exist): invisible
// (not gone) at its end of the scroll.
const ARROW_SX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: { xs: 32, sm: 40 },
  flexShrink: 0,
  cursor: 'pointer',
  opacity: 0.8,
  '&[data-disabled="true"]': { opacity: 0, cursor: 'default' },
} as const;
const ARROW_PATHS = {
  back: 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z',
  forward: 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z',
};

const KEY_STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Which ends of the scroller have hidden tabs, kept current on scroll and resize. */
function useOverflow(scroller: React.RefObject<HTMLDivElement | null>) {
  const [overflow, setOverflow] = useState({ back: false, forward: false });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => {
      const back = el.scrollLeft > 1;
      const forward = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setOverflow((o) => (o.back === back && o.forward === forward ? o : { back, forward }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [scroller]);
  return overflow;
}

function Arrow({
  dir,
  enabled,
  onClick,
}: {
  dir: 'back' | 'forward';
  enabled: boolean;
  onClick: () => void;
}) {
  return (
    <Box
      sx={ARROW_SX}
      data-disabled={!enabled}
      data-testid={`tabs-${dir}`}
      onClick={enabled ? onClick : undefined}
      aria-hidden
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d={ARROW_PATHS[dir]} />
      </svg>
    </Box>
  );
}

export function TabBar({
  labels,
  value,
  onChange,
}: {
  labels: readonly string[];
  value: number;
  onChange: (index: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(scroller);
  const scroll = (sign: number) =>
    scroller.current?.scrollBy({ left: sign * scroller.current.clientWidth, behavior: 'smooth' });
  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = [...(scroller.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const step = KEY_STEP[event.key];
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (!step || current < 0) return;
    event.preventDefault();
    tabs[step(current, tabs.length)]?.focus();
  };
  const arrows = overflow.back || overflow.forward;
  return (
    <Box sx={{ display: 'flex', minHeight: 48, borderBottom: '1px solid #e5e7eb' }}>
      {arrows && <Arrow dir="back" enabled={overflow.back} onClick={() => scroll(-1)} />}
      <Box ref={scroller} role="tablist" sx={SCROLLER_SX} onKeyDown={onKeyDown}>
        {labels.map((label, i) => (
          <ButtonBase
            key={label}
            role="tab"
            aria-selected={i === value}
            tabIndex={i === value ? 0 : -1}
            onClick={(event) => {
              event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
              onChange(i);
            }}
            sx={TAB_SX}
          >
            {label}
          </ButtonBase>
        ))}
      </Box>
      {arrows && <Arrow dir="forward" enabled={overflow.forward} onClick={() => scroll(1)} />}
    </Box>
  );
}
