import { Box, Button } from '@mui/material';
import { useBackend } from '../backend/backend-context.js';

/** The three paths: Direct Execute, Create UserOp, and Estimate + Execute when the backend supports it. */
export function FlowButtons({
  disabled,
  labels,
  onDirect,
  onUserOp,
  onEstimate,
}: {
  disabled: boolean;
  labels: { direct: string; userOp: string; estimate: string };
  onDirect: () => void;
  onUserOp: () => void;
  onEstimate: () => void;
}) {
  const { backend } = useBackend();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button variant="contained" onClick={onDirect} disabled={disabled}>
        {labels.direct}
      </Button>
      <Button variant="outlined" onClick={onUserOp} disabled={disabled}>
        {labels.userOp}
      </Button>
      {backend.supports.estimate && (
        <Button variant="outlined" color="secondary" onClick={onEstimate} disabled={disabled}>
          {labels.estimate}
        </Button>
      )}
    </Box>
  );
}
