// Bundle size of a browser app that uses the whole core SDK: the client plus every read and every intent.
// `@satchel/sdk` (built dist/) against `@okto_web3/core-js-sdk@1.1.0` (its client, explorer reads and userop
// intents), each bundled by esbuild from an entry that imports and re-exports exactly those functions:
// --bundle --minify --format=esm --platform=browser, then gzip level 9.
// The React rows add `@satchel/sdk/react` / `@okto_web3/react-sdk@1.1.0` to the same entries, React external (an
// app ships React anyway). The budgets: core ≤ 42 kB gz, core + React ≤ 52 kB gz, on the React surface the budget was
// set for (provider, session and read hooks, auth modal, Google pop-up and button); every mutation hook costs an app
// only when imported (tree-shaken), so two more rows show a typical app's hooks and every export, unbudgeted.
//   npm run build -w shared && npm run build -w sdk && node bench/sdk-bundle.mjs
// `--check` (CI) measures only the two budgeted bundles and exits 1 when one is over its budget.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { machine } from './sdk-bench-common.mjs';
import { flag } from './cli-options.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SATCHEL_ENTRY = `
export {
  SatchelClient,
  getAccount, getChains, getTokens, getPortfolio, getPortfolioActivity, getPortfolioNFT, getOrdersHistory,
  getNftCollections, getNftOrderDetails, getGasValues, getUserKeys, verifySession, readContractData, estimate,
  tokenTransfer, nftTransfer, nftCollectionCreation, nftMint, evmRawTransaction, aptosRawTransaction,
  solanaRawTransaction,
} from '@satchel/sdk';
`;
const OKTO_ENTRY = `
export { OktoClient } from '@okto_web3/core-js-sdk';
export {
  getAccount, getChains, getTokens, getPortfolio, getPortfolioActivity, getPortfolioNFT, getOrdersHistory,
  getNftCollections, rawRead,
} from '@okto_web3/core-js-sdk/explorer';
export {
  tokenTransfer, nftTransfer, nftCreateCollection, nftMint, evmRawTransaction, aptosRawTransaction,
} from '@okto_web3/core-js-sdk/userop';
`;

const REACT_SURFACE = `SatchelProvider, useSatchel, useSession, useChains, useTokens, usePortfolio, useNfts, useOrders,
  hasPendingOrder, authenticateWithModal, authenticateWithWebView, AuthWebView, buildModalUrl, defaultUiConfig,
  resolveUiConfig, AuthModal, loginWithGooglePopup, buildGooglePopupUrl, GoogleSignInButton, AuthFrameError`;
const TYPICAL_HOOKS = `useSendOtp, useLoginWithEmail, useLogout, useSignMessage, useTokenTransfer, useWaitForOrder`;
const REACT_ENTRY = `${SATCHEL_ENTRY}export { ${REACT_SURFACE} } from '@satchel/sdk/react';\n`;
const REACT_TYPICAL_ENTRY = `${SATCHEL_ENTRY}export { ${REACT_SURFACE}, ${TYPICAL_HOOKS} } from '@satchel/sdk/react';\n`;
const REACT_ALL_ENTRY = `${SATCHEL_ENTRY}export * from '@satchel/sdk/react';\n`;
const OKTO_REACT_ENTRY = `${OKTO_ENTRY}export * from '@okto_web3/react-sdk';\n`;
const REACT_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

async function measure(name, contents, external = []) {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { name, minBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const BUDGETS = [
  { name: 'core', gzipBytes: 42 * 1024 },
  { name: 'core + React', gzipBytes: 52 * 1024 },
];

/** One line per budget; true when every bundle is within its budget. */
function verdicts(core, react) {
  let within = true;
  for (const [budget, row] of [
    [BUDGETS[0], core],
    [BUDGETS[1], react],
  ]) {
    const ok = row.gzipBytes <= budget.gzipBytes;
    within &&= ok;
    const margin = budget.gzipBytes - row.gzipBytes;
    console.log(
      `${budget.name} budget ${kb(budget.gzipBytes)} gz: ${ok ? 'within' : 'OVER'} (${kb(row.gzipBytes)}, ` +
        `${row.gzipBytes} B, ${margin >= 0 ? `${margin} B to spare` : `${-margin} B over`})`,
    );
  }
  return within;
}

if (flag('check')) {
  const core = await measure('@satchel/sdk', SATCHEL_ENTRY);
  const react = await measure('@satchel/sdk + @satchel/sdk/react', REACT_ENTRY, REACT_EXTERNAL);
  process.exit(verdicts(core, react) ? 0 : 1);
}

const rows = [
  await measure('@satchel/sdk (client + every read + every intent)', SATCHEL_ENTRY),
  await measure('@okto_web3/core-js-sdk@1.1.0 (client + explorer + userop)', OKTO_ENTRY),
  await measure('@satchel/sdk + @satchel/sdk/react (React external)', REACT_ENTRY, REACT_EXTERNAL),
  await measure(
    '@okto_web3 core-js-sdk + react-sdk@1.1.0 (React external)',
    OKTO_REACT_ENTRY,
    REACT_EXTERNAL,
  ),
  await measure(
    '… + login, logout, sign, transfer and waitForOrder hooks',
    REACT_TYPICAL_ENTRY,
    REACT_EXTERNAL,
  ),
  await measure('… + every export of @satchel/sdk/react', REACT_ALL_ENTRY, REACT_EXTERNAL),
];
console.log(JSON.stringify({ bench: 'sdk-bundle', machine: machine(), rows }));
console.log('\n| bundle (esbuild, minified, ESM, browser) | min | gzip |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.name} | ${kb(row.minBytes)} | ${kb(row.gzipBytes)} |`);
console.log(`\nSatchel / Okto gzip: ${(rows[0].gzipBytes / rows[1].gzipBytes).toFixed(2)}`);
verdicts(rows[0], rows[2]);
