import { Box, ButtonBase } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';

// The login page's tab list with ButtonBase (already on the first load for the buttons) and the theme's values,
// not MUI's Tabs: Tabs, Tab, their scroll buttons and roving focus are ~8 kB gz of the first load (issue 21).
// Same roles (tablist, tab, aria-selected), same look; arrow keys, Home and End move the focus like Tabs.
const LIST_SX = {
  display: 'flex',
  minHeight: 48,
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  scrollbarWidth: 'thin',
  borderBottom: '1px solid #e5e7eb',
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

const KEY_STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TabBar({
  labels,
  value,
  onChange,
}: {
  labels: readonly string[];
  value: number;
  onChange: (index: number) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const step = KEY_STEP[event.key];
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (!step || current < 0) return;
    event.preventDefault();
    tabs[step(current, tabs.length)]?.focus();
  };
  return (
    <Box ref={list} role="tablist" sx={LIST_SX} onKeyDown={onKeyDown}>
      {labels.map((label, i) => (
        <ButtonBase
          key={label}
          role="tab"
          aria-selected={i === value}
          tabIndex={i === value ? 0 : -1}
          onClick={() => onChange(i)}
          sx={TAB_SX}
        >
          {label}
        </ButtonBase>
      ))}
    </Box>
  );
}
