import {
  build,
  call,
  codeExchange,
  devInbox,
  estimate,
  executeEstimate,
  followOrders,
  json,
  logout,
  order,
  read,
  SESSION,
  setJson,
  standInSignIn,
  type WalkthroughStep,
} from './postman-steps.js';

export type { WalkthroughStep } from './postman-steps.js';

const TRANSFER = [
  '"caip2Id": "{{evmChain}}"',
  '"recipient": "{{recipient}}"',
  '"token": ""',
  '"amount": "{{amount}}"',
];
const SOLANA_TRANSFER = [
  '"caip2Id": "{{solanaChain}}"',
  '"recipient": "{{solanaRecipient}}"',
  '"token": ""',
  '"amount": "{{lamports}}"',
];
const NFT_TRANSFER = [
  '"caip2Id": "{{nftChain}}"',
  '"collectionAddress": "{{nftCollection}}"',
  '"nftId": "{{nftId}}"',
  '"recipientWalletAddress": "{{recipient}}"',
  '"amount": "1"',
  '"nftType": "ERC1155"',
];
const RAW = [
  '"caip2Id": "{{evmChain}}"',
  '"transaction": {"from": "{{userSWA}}", "to": "{{recipient}}", "data": "0x", "value": "{{amount}}"}',
];
/** A Memo instruction ("hi") signed by the user's Solana account. */
const SOLANA_RAW = [
  '"caip2Id": "{{solanaChain}}"',
  '"transaction": {"signer": "{{solanaAddress}}", "instructions": [{"programId": "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr", "data": [104, 105], "keys": []}]}',
];
const MINT = [
  '"caip2Id": "aptos:testnet"',
  '"collectionAddress": "{{collectionAddress}}"',
  '"uri": "https://example.com/item.json"',
];

const logins: WalkthroughStep[] = [
  call('Send an email code', '/api/auth/email/otp', ['"email": "{{email}}"'], {
    before: [
      // A fresh contact per run, unless the environment names one.
      'if (!pm.variables.get("email")) pm.collectionVariables.set("email", `postman-${Date.now()}@example.com`);',
      'pm.collectionVariables.set("jobIds", "[]");',
    ],
    save: ['pm.collectionVariables.set("otpToken", body.data.token);'],
  }),
  devInbox('Read the code (local platform dev inbox)', 'email'),
  call(
    'Verify the code',
    '/api/auth/email/verify-otp',
    ['"email": "{{email}}"', '"otp": "{{otp}}"', '"token": "{{otpToken}}"'],
    { save: ['pm.collectionVariables.set("authToken", body.data.authToken);'] },
  ),
  call('Log in', '/api/auth/authenticate', ['"idToken": "{{authToken}}"', '"provider": "satchel"'], {
    save: [
      'pm.test("the answer carries the session", () => {',
      '  pm.expect(body.sessionConfig).to.have.all.keys("sessionPrivKey", "sessionPubKey", "userSWA");',
      '});',
      setJson('sessionConfig', 'body.sessionConfig'),
      'pm.collectionVariables.set("userSWA", body.sessionConfig.userSWA);',
    ],
  }),
  call(
    "Sign a session authorization with the BFF's client key",
    '/api/auth/client-sign',
    ['"kind": "session"', '"sessionAddress": "{{userSWA}}"'],
    {
      save: [
        'pm.test("a 65-byte signature", () => pm.expect(body.data.signature).to.match(/^0x[0-9a-f]{130}$/));',
      ],
    },
  ),
  call(
    'Send a WhatsApp code',
    '/api/auth/whatsapp/otp',
    ['"whatsapp_number": "{{phone}}"', '"country_short_name": "IN"'],
    {
      before: [
        'if (!pm.variables.get("phone")) pm.collectionVariables.set("phone", `9${String(Date.now()).slice(-9)}`);',
      ],
      save: ['pm.collectionVariables.set("otpToken", body.data.token);'],
    },
  ),
  devInbox('Read the WhatsApp code (local platform dev inbox)', 'phone'),
  call('Verify the WhatsApp code', '/api/auth/whatsapp/verify-otp', [
    '"whatsapp_number": "{{phone}}"',
    '"country_short_name": "IN"',
    '"otp": "{{otp}}"',
    '"token": "{{otpToken}}"',
  ]),
  standInSignIn(
    'Sign in with Apple (local platform stand-in)',
    'apple',
    { client_id: '{{appleClientId}}', response_mode: 'query', email: 'postman@example.com', name: 'Postman' },
    'appleCode',
  ),
  codeExchange('Exchange the Apple code', '/api/auth/callback/apple', 'appleCode'),
  standInSignIn(
    'Sign in with X (local platform stand-in)',
    'twitter',
    {
      client_id: '{{twitterClientId}}',
      scope: 'users.read',
      code_challenge: '{{codeVerifier}}',
      code_challenge_method: 'plain',
      username: 'postman_user',
    },
    'twitterCode',
  ),
  codeExchange('Exchange the X code (PKCE)', '/api/auth/callback/twitter', 'twitterCode', [
    '"code_verifier": "{{codeVerifier}}"',
  ]),
];

const reads: WalkthroughStep[] = [
  read(
    'Wallets',
    '/api/explorer/account',
    [],
    [
      'const solana = body.data.find((w) => w.caip2Id === pm.variables.get("solanaChain"));',
      'pm.test("a Solana wallet", () => pm.expect(solana).to.be.an("object"));',
      'pm.collectionVariables.set("solanaAddress", solana ? solana.address : "");',
    ],
  ),
  read('Networks', '/api/explorer/chains'),
  read('Tokens', '/api/explorer/tokens'),
  read('Portfolio', '/api/explorer/portfolio'),
  read('Activity', '/api/explorer/portfolio-activity'),
  read(
    'Activity in pages: the newest entry (page 1, size 1)',
    '/api/explorer/portfolio-activity',
    ['"page": 1', '"size": 1'],
    ['pm.test("one entry", () => pm.expect(body.data.activity.length).to.eql(1));'],
  ),
  read(
    'NFTs',
    '/api/explorer/portfolio-nft',
    [],
    [
      // The welcome ERC-1155 badges: two of them leave in the NFT transfers below.
      'const nft = body.data.details.find((n) => n.caipId.startsWith("eip155:") && n.entityType === "ERC1155" && Number(n.quantity) >= 2);',
      'pm.test("an ERC-1155 NFT to transfer", () => pm.expect(nft).to.be.an("object"));',
      'pm.collectionVariables.set("nftChain", nft ? nft.caipId : "");',
      'pm.collectionVariables.set("nftCollection", nft ? nft.collectionAddress : "");',
      'pm.collectionVariables.set("nftId", nft ? nft.nftId : "");',
    ],
  ),
  read('Read a contract (USDC balanceOf)', '/api/explorer/read-contract-data', [
    '"caip2Id": "{{evmChain}}"',
    '"data": {"contractAddress": "0x036CbD53842c5426634e7929541eC2318f3dCF7e", "abi": {"name": "balanceOf", "type": "function", "stateMutability": "view", "inputs": [{"name": "account", "type": "address"}], "outputs": [{"name": "", "type": "uint256"}]}, "args": {"account": "{{userSWA}}"}}',
  ]),
];

const intents: WalkthroughStep[] = [
  build('Build a transfer', '/api/intent/tokenTransfer/createUserOp', TRANSFER),
  call('Sign it', '/api/intent/signUserOp', ['"userOp": {{userOp}}', SESSION], {
    save: [setJson('signedUserOp', 'body.data')],
  }),
  order('Execute it', '/api/intent/executeUserOp', ['"userOp": {{signedUserOp}}']),
  estimate('Estimate a transfer', '/api/intent/tokenTransfer/estimate', TRANSFER),
  executeEstimate('Execute the estimate', '/api/intent/tokenTransfer/executeAfterEstimate'),
  order('Transfer in one call (Idempotency-Key)', '/api/intent/tokenTransfer', TRANSFER, {
    headers: { 'Idempotency-Key': '{{$guid}}' },
  }),
  build('Build a SOL transfer (Solana)', '/api/intent/tokenTransfer/createUserOp', SOLANA_TRANSFER),
  estimate('Estimate a SOL transfer (Solana)', '/api/intent/tokenTransfer/estimate', SOLANA_TRANSFER),
  executeEstimate('Execute the SOL estimate (Solana)', '/api/intent/tokenTransfer/executeAfterEstimate'),
  order('SOL transfer in one call (Solana)', '/api/intent/tokenTransfer', SOLANA_TRANSFER),
  build('Build an NFT transfer', '/api/intent/nftTransfer/createUserOp', NFT_TRANSFER),
  estimate('Estimate an NFT transfer', '/api/intent/nftTransfer/estimate', NFT_TRANSFER),
  executeEstimate('Execute the NFT estimate', '/api/intent/nftTransfer/executeAfterEstimate'),
  order('NFT transfer in one call', '/api/intent/nftTransfer', NFT_TRANSFER),
  build('Build a raw transaction', '/api/intent/rawTransaction/createUserOp', RAW),
  estimate('Estimate a raw transaction', '/api/intent/rawTransaction/estimate', RAW),
  executeEstimate('Execute the raw estimate', '/api/intent/rawTransaction/executeAfterEstimate'),
  order('Raw transaction in one call', '/api/intent/rawTransaction', RAW),
  build('Build a Memo transaction (Solana)', '/api/intent/rawTransaction/createUserOp', SOLANA_RAW),
  estimate('Estimate a Memo transaction (Solana)', '/api/intent/rawTransaction/estimate', SOLANA_RAW),
  executeEstimate('Execute the Memo estimate (Solana)', '/api/intent/rawTransaction/executeAfterEstimate'),
  order('Memo transaction in one call (Solana)', '/api/intent/rawTransaction', SOLANA_RAW),
  build('Build an NFT collection (Aptos)', '/api/intent/nftCollection/createUserOp', [
    '"caip2Id": "aptos:testnet"',
    '"name": "Postman {{$timestamp}}"',
    '"uri": "https://example.com/collection.json"',
  ]),
  order(
    'Create an NFT collection in one call (Aptos)',
    '/api/intent/nftCollection',
    [
      '"caip2Id": "aptos:testnet"',
      '"name": "Postman direct {{$timestamp}}"',
      '"uri": "https://example.com/collection.json"',
      '"data": {"symbol": "PMC"}',
    ],
    { save: ['pm.collectionVariables.set("collectionJobId", body.data.jobId);'] },
  ),
  call('Sign a message', '/api/intent/signMessage', ['"message": "Hello from Postman"', SESSION]),
  call('Sign typed data', '/api/intent/signTypedData', [
    '"data": {"types": {"EIP712Domain": [{"name": "name", "type": "string"}, {"name": "version", "type": "string"}, {"name": "chainId", "type": "uint256"}], "Greeting": [{"name": "text", "type": "string"}]}, "primaryType": "Greeting", "domain": {"name": "Satchel", "version": "1", "chainId": 84532}, "message": {"text": "Hello from Postman"}}',
    SESSION,
  ]),
  followOrders('Orders so far, until every one is final'),
  read(
    'The new collection (its order)',
    '/api/explorer/order-history',
    ['"intentId": "{{collectionJobId}}"'],
    [
      'const address = body.data.items[0] && body.data.items[0].details.collectionAddress;',
      'pm.test("the collection order names its address", () => pm.expect(address).to.be.a("string"));',
      'pm.collectionVariables.set("collectionAddress", address || "");',
    ],
  ),
  build('Build an NFT mint (Aptos)', '/api/intent/nftMint/createUserOp', [
    ...MINT,
    '"nftName": "Postman item 1"',
  ]),
  order('Mint an NFT in one call (Aptos)', '/api/intent/nftMint', [...MINT, '"nftName": "Postman item 2"']),
  followOrders('Orders until every one is final'),
  read(
    'Orders in pages: the newest two (page 1, size 2)',
    '/api/explorer/order-history',
    ['"page": 1', '"size": 2'],
    [
      'pm.test("two orders of a count of every page", () => {',
      '  pm.expect(body.data.items.length).to.eql(2);',
      '  pm.expect(body.data.count).to.be.above(2);',
      '});',
      'pm.collectionVariables.set("secondOrder", body.data.items[1].intentId);',
    ],
  ),
  read(
    'Orders in pages: page 2 of size 1 is the second newest',
    '/api/explorer/order-history',
    ['"page": 2', '"size": 1'],
    [
      'pm.test("the second order", () => {',
      '  pm.expect(body.data.items.map((o) => o.intentId)).to.eql([pm.variables.get("secondOrder")]);',
      '});',
    ],
  ),
  read(
    'The last order by its jobId',
    '/api/explorer/order-history',
    ['"intentId": "{{jobId}}"'],
    [
      'pm.test("one order, SUCCESSFUL", () => {',
      '  pm.expect(body.data.items.map((o) => o.status)).to.eql(["SUCCESSFUL"]);',
      '});',
    ],
  ),
  {
    name: 'The last order as a stream (server-sent events; ends once it is final)',
    path: '/api/explorer/order-stream',
    body: json(['"intentId": "{{jobId}}"', SESSION]),
    tests: [
      'pm.test("200 text/event-stream: its status changes, then end (final)", () => {',
      '  pm.response.to.have.status(200);',
      '  pm.expect(pm.response.headers.get("Content-Type")).to.include("text/event-stream");',
      '  const text = pm.response.text();',
      '  pm.expect(text).to.include("event: status");',
      '  pm.expect(text).to.include(\'"status":"SUCCESSFUL"\');',
      '  pm.expect(text).to.include(\'event: end\\ndata: {"reason":"final"}\');',
      '});',
    ],
  },
];

/**
 * The Postman collection's run, in order: every BFF route at least once (the Solana bodies too), each answering as
 * its test expects against the local stack, every order followed until it is final.
 */
export const WALKTHROUGH: WalkthroughStep[] = [...logins, ...reads, ...intents, logout];
