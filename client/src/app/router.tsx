import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { Layout } from './layout.js';
import { NotFound } from './not-found.js';
import { RequireLogin } from './require-login.js';

// Every page is its own chunk: the first load carries the login page only (bench/demo-first-load.mjs).
// The declarative router, not createBrowserRouter: the demo uses no loaders or actions, and the data router
// doubles react-router's share of the first load (33 vs 16 kB gz). Layout catches a page that throws.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const LoginPage = named(() => import('../features/login/login-page.js'), 'LoginPage');
const SocialCallbackPage = lazy(async () => {
  const { SocialCallbackPage: Page } = await import('../features/login/social-callback-page.js');
  return { default: Page };
});
const HomePage = named(() => import('../features/home/home-page.js'), 'HomePage');
const ContractReadPage = named(
  () => import('../features/contract-read/contract-read-page.js'),
  'ContractReadPage',
);
const TransferTokenPage = named(
  () => import('../features/transfer-token/transfer-token-page.js'),
  'TransferTokenPage',
);
const TransferNftPage = named(
  () => import('../features/transfer-nft/transfer-nft-page.js'),
  'TransferNftPage',
);
const NftCollectionPage = named(
  () => import('../features/nft-collection/nft-collection-page.js'),
  'NftCollectionPage',
);
const RawTransactionPage = named(
  () => import('../features/raw-transaction/raw-transaction-page.js'),
  'RawTransactionPage',
);

const page = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
const guarded = (element: ReactNode) => page(<RequireLogin>{element}</RequireLogin>);

/** The routes of spec §2. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={page(<LoginPage />)} />
          <Route path="/home" element={guarded(<HomePage />)} />
          <Route path="/rawRead" element={guarded(<ContractReadPage />)} />
          <Route path="/transfertoken" element={guarded(<TransferTokenPage />)} />
          <Route path="/transfernft" element={guarded(<TransferNftPage />)} />
          <Route path="/createnftcollection" element={guarded(<NftCollectionPage />)} />
          <Route path="/rawtransaction" element={guarded(<RawTransactionPage />)} />
          <Route path="/auth/callback/apple" element={page(<SocialCallbackPage provider="apple" />)} />
          <Route path="/auth/callback/twitter" element={page(<SocialCallbackPage provider="twitter" />)} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
