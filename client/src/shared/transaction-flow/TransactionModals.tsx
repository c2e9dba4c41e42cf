import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { DEMO } from '@satchel/shared';
import type { ReactNode } from 'react';
import type { Estimate } from '../../backend/types.js';
import { findHolding } from '../../components/find-holding.js';
import { fixed, fromSmallestUnit } from '../../components/format.js';
import { JsonView } from '../../components/JsonView.js';
import { usePortfolio, useTokens } from '../../hooks/use-reads.js';
import { OrderLine, orderHash } from './OrderLine.js';
import { OrderProgress } from './OrderProgress.js';
import { TransactionDetailsModal } from './TransactionDetailsModal.js';
import { isFinalStatus, type TransactionFlow } from './use-transaction-flow.js';

export interface ModalTitles {
  review: string;
  reviewEstimate: string;
  submitted: string;
}

/** Wide enough for either label of the submitted dialog's main button, so it keeps its size when it changes. */
const MAIN_BUTTON_WIDTH = 176;

export const DEFAULT_TITLES: ModalTitles = {
  review: 'Review Transaction',
  reviewEstimate: 'Review Transaction Estimate',
  submitted: 'Transaction Submitted',
};

/**
 * The network fees of an estimate (`details.fees.transactionFees`, smallest native unit per chain), in the native
 * token's units with their USDT value (the portfolio's price of that token), the raw figure kept for reference.
 */
function EstimatedFees({ details }: { details: Estimate['details'] | undefined }) {
  const tokens = useTokens().data ?? [];
  const portfolio = usePortfolio().data;
  const fees = details?.fees?.transactionFees ?? {};
  const entries = Object.entries(fees);
  if (entries.length === 0) return null;
  return (
    <Box data-testid="estimated-fees">
      {entries.map(([chain, fee]) => {
        const native = tokens.find((t) => t.caipId.toLowerCase() === chain.toLowerCase() && !t.address);
        const raw = String(fee);
        if (!native || !/^[0-9]+$/.test(raw))
          return (
            <Typography key={chain}>
              Estimated network fee on {chain}: <strong>{raw}</strong> (smallest unit of the native token)
            </Typography>
          );
        const amount = fromSmallestUnit(raw, Number(native.decimals));
        const holding = findHolding(portfolio, native);
        const price =
          holding && Number(holding.balance) > 0
            ? Number(holding.holdingsPriceUsdt) / Number(holding.balance)
            : undefined;
        return (
          <Typography key={chain}>
            Estimated network fee on {chain}:{' '}
            <strong data-testid="fee-amount">
              {amount} {native.symbol}
            </strong>
            {price !== undefined && <> ≈ {fixed(Number(amount) * price, 2)} USDT</>}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({raw} in the smallest unit)
            </Typography>
          </Typography>
        );
      })}
    </Box>
  );
}

function FlowDialog({
  open,
  title,
  testId,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

/** Every modal of the write flow; `summary` is the page's human summary of what is being sent. */
export function TransactionModals({
  flow,
  summary,
  titles = DEFAULT_TITLES,
}: {
  flow: TransactionFlow;
  summary?: ReactNode;
  titles?: ModalTitles;
}) {
  const { state } = flow;
  const close = flow.closeModal;
  const busy = state.busy;
  const submittedFinal = isFinalStatus(state.order?.status);
  const { hash: submittedHash, link: submittedLink } = orderHash(state.order);
  return (
    <>
      <FlowDialog
        open={state.modal === 'review'}
        title={titles.review}
        testId="review-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" onClick={flow.sign} disabled={busy}>
              {busy ? 'Signing…' : 'Sign Transaction'}
            </Button>
          </>
        }
      >
        {summary}
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          Unsigned user operation
        </Typography>
        <JsonView value={state.userOp} />
      </FlowDialog>

      <FlowDialog
        open={state.modal === 'signed'}
        title="Sign Completed"
        testId="signed-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" onClick={flow.executeSigned} disabled={busy}>
              {busy ? 'Executing…' : 'Execute Transaction'}
            </Button>
          </>
        }
      >
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Signed user operation
        </Typography>
        <JsonView value={state.signedOp} />
      </FlowDialog>

      <FlowDialog
        open={state.modal === 'reviewEstimate'}
        title={titles.reviewEstimate}
        testId="review-estimate-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              onClick={flow.executeEstimate}
              disabled={busy || !state.estimate?.userOps}
            >
              {busy ? 'Executing…' : 'Execute (UserOp)'}
            </Button>
          </>
        }
      >
        {summary}
        {state.estimate ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
            <EstimatedFees details={state.estimate.details} />
            <Typography variant="subtitle2">Estimate</Typography>
            <JsonView value={state.estimate.details} />
            <Typography variant="subtitle2">User operations</Typography>
            <JsonView value={state.estimate.userOps} />
          </Box>
        ) : (
          <Typography>{DEMO.noEstimate}</Typography>
        )}
      </FlowDialog>

      <FlowDialog
        open={state.modal === 'submitted'}
        title={titles.submitted}
        testId="submitted-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Close</Button>
            {submittedLink && (
              <Button href={submittedLink} target="_blank" rel="noreferrer">
                View in Explorer
              </Button>
            )}
            {/* One main button that stays where it is when the order turns final (only its words change): a
                press that starts before and ends after that moment still lands on it. */}
            <Button
              variant="contained"
              onClick={flow.checkStatus}
              disabled={busy}
              sx={{ minWidth: MAIN_BUTTON_WIDTH }}
              data-testid="submitted-main"
            >
              {submittedFinal ? 'View Details' : 'Check Job Status'}
            </Button>
          </>
        }
      >
        <Typography color="text.secondary">Your transaction was accepted. Job ID:</Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: 18, mt: 1 }} data-testid="job-id">
          {state.jobId}
        </Typography>
        <OrderProgress order={state.order} following={flow.following} testId="submitted-status" />
        {/* Always there (one line), so the dialog keeps its height, and its buttons their place, when it lands. */}
        <OrderLine label="Transaction hash" value={submittedHash ?? '—'} testId="submitted-hash" noWrap />
      </FlowDialog>

      <TransactionDetailsModal flow={flow} />
    </>
  );
}
