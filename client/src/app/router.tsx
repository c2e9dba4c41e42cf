import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { ContractReadPage } from '../features/contract-read/ContractReadPage.js';
import { HomePage } from '../features/home/HomePage.js';
import { LoginPage } from '../features/login/LoginPage.js';
import { SocialCallbackPage } from '../features/login/SocialCallbackPage.js';
import { NftCollectionPage } from '../features/nft-collection/NftCollectionPage.js';
import { RawTransactionPage } from '../features/raw-transaction/RawTransactionPage.js';
import { TransferNftPage } from '../features/transfer-nft/TransferNftPage.js';
import { TransferTokenPage } from '../features/transfer-token/TransferTokenPage.js';
import { Layout } from './Layout.js';
import { NotFound } from './NotFound.js';
import { RequireLogin } from './RequireLogin.js';
import { RouteError } from './RouteError.js';

const guarded = (page: ReactNode) => <RequireLogin>{page}</RequireLogin>;

/** The routes of spec §2. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/home', element: guarded(<HomePage />) },
      { path: '/rawRead', element: guarded(<ContractReadPage />) },
      { path: '/transfertoken', element: guarded(<TransferTokenPage />) },
      { path: '/transfernft', element: guarded(<TransferNftPage />) },
      { path: '/createnftcollection', element: guarded(<NftCollectionPage />) },
      { path: '/rawtransaction', element: guarded(<RawTransactionPage />) },
      { path: '/auth/callback/apple', element: <SocialCallbackPage provider="apple" /> },
      { path: '/auth/callback/twitter', element: <SocialCallbackPage provider="twitter" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
