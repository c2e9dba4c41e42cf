import { build } from 'esbuild';
const ENTRY = `
export {
  SatchelClient,
  getAccount, getChains, getTokens, getPortfolio, getPortfolioActivity, getPortfolioNFT, getOrdersHistory,
  getNftCollections, getNftOrderDetails, getGasValues, getUserKeys, verifySession, readContractData, estimate,
  tokenTransfer, nftTransfer, nftCollectionCreation, nftMint, evmRawTransaction, aptosRawTransaction,
} from '@satchel/sdk';
` + (process.argv[2] === 'react' ? "export * from '@satchel/sdk/react';\n" : '');
const r = await build({ stdin: { contents: ENTRY, resolveDir: '/work/main', loader: 'js' }, bundle: true, write: false, minify: true, format: 'esm', platform: 'browser', metafile: true, external: ['react','react-dom','react/jsx-runtime','react-dom/client'], define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent' });
const out = Object.values(r.metafile.outputs)[0];
const groups = {};
for (const [f, v] of Object.entries(out.inputs)) {
  let g = f.replace(/^.*node_modules\//, 'nm/');
  const m = g.match(/^nm\/(@[^/]+\/[^/]+|[^/]+)\/(.*)$/);
  const key = m ? m[1] + '/' + m[2].split('/').slice(0, m[1]==='viem'?3:1).join('/') : g.split('/').slice(0,3).join('/');
  groups[key] = (groups[key] || 0) + v.bytesInOutput;
}
Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,60).forEach(([k,v])=>console.log(String(v).padStart(7), k));
