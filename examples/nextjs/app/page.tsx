import { Wallet } from './wallet';

// A Server Component: this heading is in the HTML the server sends; <Wallet> ('use client') takes over in the browser.
export default function Home() {
  return (
    <main>
      <h1>Satchel on Next.js</h1>
      <Wallet />
    </main>
  );
}
