import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.js';
import { Layout } from './Layout.js';
import { NotFound } from './NotFound.js';
import { RequireLogin } from './RequireLogin.js';

// Every page is its own chunk: the first load carries the login page only (bench/demo-first-load.mjs).
// The declarative router, not createBrowserRouter: the demo uses no loaders or actions, and the data router
// doubles react-router's share of the first load (33 vs 16 kB gz). Layout catches a page that throws.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const LoginPage = named(() => import('../features/login/LoginPage.js'), 'LoginPage');
const SocialCallbackPage = lazy(async () => {
  const { SocialCallbackPage: Page } = await import('../features/login/SocialCallbackPage.js');
  return { default: Page };
});
const HomePage = named(() => import('../features/home/HomePage.js'), 'HomePage');
const ContractReadPage = named(
  () => import('../features/contract-read/ContractReadPage.js'),
  'ContractReadPage',
);
const TransferTokenPage = named(
  () => import('../features/transfer-token/TransferTokenPage.js'),
  'TransferTokenPage',
);
const TransferNftPage = named(() => import('../features/transfer-nft/TransferNftPage.js'), 'TransferNftPage');
const NftCollectionPage = named(
  () => import('../features/nft-collection/NftCollectionPage.js'),
  'NftCollectionPage',
);
const RawTransactionPage = named(
  () => import('../features/raw-transaction/RawTransactionPage.js'),
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
