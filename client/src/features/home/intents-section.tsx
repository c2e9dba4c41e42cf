import { Box, Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { Section } from '../../components/section.js';

const INTENTS = [
  { label: 'Transfer Token', to: '/transfertoken' },
  { label: 'Transfer NFT', to: '/transfernft' },
  { label: 'Raw Transaction', to: '/rawtransaction' },
  { label: 'NFT Collections', to: '/createnftcollection' },
];

export function IntentsSection() {
  const navigate = useNavigate();
  return (
    <Section
      title="Intents"
      subtitle="Write actions: each one becomes a signed user operation and an order."
      testId="intents"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {INTENTS.map((intent) => (
          <Button key={intent.to} variant="contained" onClick={() => navigate(intent.to)}>
            {intent.label}
          </Button>
        ))}
      </Box>
    </Section>
  );
}
