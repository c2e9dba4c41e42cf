import { Box, Button, Paper, Typography } from '@mui/material';
import { CopyButton } from '../../components/copy-button.js';
import { JsonView, jsonText } from '../../components/json-view.js';
import { PageHeader } from '../../components/page-header.js';
import { useIntentForm } from '../../intent-form/use-intent-form.js';
import { ReadForm } from './read-form.js';
import { EMPTY_READ_FORM } from './read-schema.js';
import { useContractRead } from './use-contract-read.js';

/** /rawRead: EVM (address, ABI, args) or Aptos (function, type and function arguments); the result, or the form. */
export function ContractReadPage() {
  const form = useIntentForm(EMPTY_READ_FORM);
  const reader = useContractRead();
  const again = () => {
    reader.clear();
    form.reset();
  };
  return (
    <Box>
      <PageHeader
        title="Contract Read"
        subtitle="Call a view function on any whitelisted network; nothing is signed or spent."
        error={reader.error ?? form.formError}
        onDismiss={reader.dismissError}
      />
      {reader.result ? (
        <ReadResult result={reader.result} again={again} />
      ) : (
        <ReadForm form={form} reader={reader} />
      )}
    </Box>
  );
}

function ReadResult({ result, again }: { result: string[]; again: () => void }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }} data-testid="read-result">
      <Typography variant="h6" gutterBottom>
        Result
      </Typography>
      <JsonView value={result} testId="read-result-json" />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <CopyButton text={jsonText(result)} />
        <Button variant="contained" onClick={again}>
          Read Another Contract
        </Button>
      </Box>
    </Paper>
  );
}
