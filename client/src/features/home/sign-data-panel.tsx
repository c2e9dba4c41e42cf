import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { DEMO, DEMO_FMT } from '../../lib/demo-messages.js';
import { useState } from 'react';
import { useModeHooks } from '../../backend/use-mode-hooks.js';
import { ResultModal } from '../../components/result-modal.js';
import { Section } from '../../components/section.js';
import { TYPED_DATA_EXAMPLE } from './typed-data-example.js';

type Kind = 'signMessage' | 'signTypedData';

interface SignResult {
  kind: Kind;
  signature?: string;
  error?: string;
}

/** Sign Message / Sign Typed Data: an input modal, then a result modal with the signature or `Error: …`. */
export function SignDataPanel() {
  // sdk mode: the SDK's useSignMessage / useSignTypedData; api mode: the BFF's signing routes.
  const sign = useModeHooks().useSign();
  const [open, setOpen] = useState<Kind>();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SignResult>();

  const openModal = (kind: Kind) => {
    setText('');
    setOpen(kind);
  };

  const submit = async () => {
    const kind = open!;
    setOpen(undefined);
    setBusy(true);
    try {
      const signature =
        kind === 'signMessage' ? await sign.signMessage(text) : await sign.signTypedData(text);
      setResult({ kind, signature });
    } catch (e) {
      setResult({ kind, error: DEMO_FMT.signingError(e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title="Sign Data"
      // Non-breaking hyphens: "EIP-712" never splits over two lines.
      subtitle="Sign with the user's key: a plain message (EIP‑191) or typed data (EIP‑712)."
      testId="sign-data"
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => openModal('signMessage')} disabled={busy}>
          Sign Message
        </Button>
        <Button variant="outlined" onClick={() => openModal('signTypedData')} disabled={busy}>
          Sign Typed Data
        </Button>
        {busy && <Typography sx={{ alignSelf: 'center' }}>Signing…</Typography>}
      </Box>

      <SignInputDialog
        kind={open}
        text={text}
        onText={setText}
        onCancel={() => setOpen(undefined)}
        onSubmit={submit}
      />

      <ResultModal
        open={!!result}
        title={result ? `Satchel ${result.kind}` : ''}
        tagLine="Signature by the user's key"
        value={result?.signature}
        error={result?.error}
        onClose={() => setResult(undefined)}
      />
    </Section>
  );
}

/** The message or typed data to sign (typed data with an example to start from); Submit waits for some text. */
function SignInputDialog({
  kind,
  text,
  onText,
  onCancel,
  onSubmit,
}: {
  kind: Kind | undefined;
  text: string;
  onText: (text: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  return (
    <Dialog open={!!kind} onClose={onCancel} maxWidth="sm" fullWidth data-testid="sign-modal">
      <DialogTitle>Satchel {kind}</DialogTitle>
      <DialogContent>
        {kind === 'signMessage' ? (
          <TextField
            autoFocus
            placeholder={DEMO.enterMessagePlaceholder}
            value={text}
            onChange={(e) => onText(e.target.value)}
            sx={{ mt: 1 }}
            // An empty message is never signed: Submit waits for one.
            helperText={text.trim() ? undefined : 'Type the message to sign; Submit waits for it.'}
          />
        ) : (
          <>
            <TextField
              multiline
              minRows={10}
              placeholder={TYPED_DATA_EXAMPLE}
              value={text}
              onChange={(e) => onText(e.target.value)}
              sx={{ mt: 1, '& textarea': { fontFamily: 'monospace', fontSize: 12 } }}
            />
            <Button size="small" sx={{ mt: 1 }} onClick={() => onText(TYPED_DATA_EXAMPLE)}>
              Use the example
            </Button>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onSubmit} disabled={!text.trim()}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
