import { Box, Button } from '@mui/material';
import { useBackend } from '../backend/backend-context.js';
import type { IntentRequest } from '../backend/types.js';

type Path = (request: IntentRequest, feePayer?: string) => Promise<void>;

/** The three write paths (the transaction flow's steps that start one). */
export interface FlowPaths {
  directExecute: Path;
  createUserOp: Path;
  estimate: Path;
}

/**
 * The three paths: Direct Execute, Create UserOp, and Estimate + Execute when the backend supports it. Each sends
 * the form's `request()` (undefined when the form found a problem, which it shows) with the form's fee payer.
 */
export function FlowButtons({
  disabled,
  labels,
  paths,
  request,
  feePayer,
}: {
  disabled: boolean;
  labels: { direct: string; userOp: string; estimate: string };
  paths: FlowPaths;
  request: () => IntentRequest | undefined;
  /** The sponsor that pays the gas, on a sponsored network. */
  feePayer?: string;
}) {
  const { backend } = useBackend();
  const send = (path: Path) => {
    const intent = request();
    if (intent) void path(intent, feePayer);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button variant="contained" onClick={() => send(paths.directExecute)} disabled={disabled}>
        {labels.direct}
      </Button>
      <Button variant="outlined" onClick={() => send(paths.createUserOp)} disabled={disabled}>
        {labels.userOp}
      </Button>
      {backend.supports.estimate && (
        <Button variant="outlined" color="secondary" onClick={() => send(paths.estimate)} disabled={disabled}>
          {labels.estimate}
        </Button>
      )}
    </Box>
  );
}
