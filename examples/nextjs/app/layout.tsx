import { SatchelProvider } from '@satchel/sdk/react';
import type { ReactNode } from 'react';
import { satchelConfig } from './satchel-config';

export const metadata = { title: 'Satchel on Next.js' };

// A Server Component: <SatchelProvider> is a client component ('use client' in @satchel/sdk/react), given a plain
// configuration object. The server renders the session as `restoring`: only the browser knows it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SatchelProvider config={satchelConfig}>{children}</SatchelProvider>
      </body>
    </html>
  );
}
