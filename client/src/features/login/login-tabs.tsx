import { Box, Paper } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { GoogleTab, OnboardingTab, SocialTab } from './provider-tabs.js';
import { TabBar } from './tab-bar.js';

// The form tabs (text fields) load when first shown: the first load carries only the Google tab.
const OtpTab = lazy(async () => ({ default: (await import('./otp-tab.js')).OtpTab }));
const JwtTab = lazy(async () => ({ default: (await import('./jwt-tab.js')).JwtTab }));

const TABS = ['Google', 'Apple', 'X', 'Email', 'WhatsApp', 'JWT', 'Onboarding Modal'] as const;

export function LoginTabs() {
  const [tab, setTab] = useState(0);
  const panels = [
    <GoogleTab key="google" />,
    <SocialTab key="apple" provider="apple" />,
    <SocialTab key="x" provider="twitter" />,
    <OtpTab key="email" method="email" />,
    <OtpTab key="whatsapp" method="whatsapp" />,
    <JwtTab key="jwt" />,
    <OnboardingTab key="onboarding" />,
  ];
  return (
    <Paper>
      <TabBar labels={TABS} value={tab} onChange={setTab} />
      <Box sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel">
        <Suspense fallback={null}>{panels[tab]}</Suspense>
      </Box>
    </Paper>
  );
}
