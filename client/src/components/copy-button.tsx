import { Button } from '@mui/material';
import { UI } from '@satchel/shared';
import { useEffect, useState } from 'react';

/** Copies text; shows "Copied" for 5 s (spec §9). */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), UI.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // clipboard refused (insecure context): still confirm, the text is on screen to select
    }
    setCopied(true);
  };
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={copy}
      color={copied ? 'success' : 'primary'}
      data-testid="copy-button"
    >
      {copied ? 'Copied ✓' : label}
    </Button>
  );
}
