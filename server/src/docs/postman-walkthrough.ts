/**
 * The Postman collection's run, in order: each step's body uses collection variables, and its `save` script carries
 * what the answer holds into the variables of the next steps. Against the local stack every step answers 200.
 */
export interface WalkthroughStep {
  name: string;
  /** A BFF route (POST, JSON body), or `GET` on the platform's dev inbox. */
  path: string;
  method?: 'GET';
  /** JSON text with `{{variables}}` (so that JSON values such as a user operation can be put in whole). */
  body?: string;
  headers?: Record<string, string>;
  /** Test-script lines run after the status and shape checks (pm.* API). */
  save?: string[];
  /** Pre-request script lines. */
  before?: string[];
  /** Replaces the status and shape checks (the dev inbox, which is not a BFF route). */
  tests?: string[];
}

const SESSION = '"sessionConfig": {{sessionConfig}}';
const json = (fields: string[]) => `{\n  ${fields.join(',\n  ')}\n}`;
const setJson = (name: string, value: string) =>
  `pm.collectionVariables.set('${name}', JSON.stringify(${value}));`;
const TRANSFER = [
  '"caip2Id": "{{evmChain}}"',
  '"recipient": "{{recipient}}"',
  '"token": ""',
  '"amount": "{{amount}}"',
  SESSION,
];
const RAW = [
  '"caip2Id": "{{evmChain}}"',
  '"transaction": {"from": "{{userSWA}}", "to": "{{recipient}}", "data": "0x", "value": "{{amount}}"}',
  SESSION,
];
const addJob = [
  'const jobs = JSON.parse(pm.collectionVariables.get("jobIds") || "[]");',
  'jobs.push(body.data.jobId);',
  'pm.collectionVariables.set("jobIds", JSON.stringify(jobs));',
  'pm.collectionVariables.set("jobId", body.data.jobId);',
];

export const WALKTHROUGH: WalkthroughStep[] = [
  {
    name: 'Send an email code',
    path: '/api/auth/email/otp',
    before: [
      // A fresh contact per run, unless the environment names one.
      'if (!pm.variables.get("email")) pm.collectionVariables.set("email", `postman-${Date.now()}@example.com`);',
      'pm.collectionVariables.set("jobIds", "[]");',
    ],
    body: json(['"email": "{{email}}"']),
    save: ['pm.collectionVariables.set("otpToken", body.data.token);'],
  },
  {
    name: 'Read the code (local platform dev inbox)',
    method: 'GET',
    path: '{{platformUrl}}/dev/otp?contact={{email}}',
    before: [
      // A deployed stack has no dev inbox: set `otp` to the code the email brought instead.
      'if (!pm.variables.get("platformUrl")) pm.execution.skipRequest();',
    ],
    tests: [
      'pm.test("200 with the live code", () => {',
      '  pm.response.to.have.status(200);',
      '  pm.expect(pm.response.json().data.otp).to.match(/^[0-9]{6}$/);',
      '});',
      'pm.collectionVariables.set("otp", pm.response.json().data.otp);',
    ],
  },
  {
    name: 'Verify the code',
    path: '/api/auth/email/verify-otp',
    body: json(['"email": "{{email}}"', '"otp": "{{otp}}"', '"token": "{{otpToken}}"']),
    save: ['pm.collectionVariables.set("authToken", body.data.authToken);'],
  },
  {
    name: 'Log in',
    path: '/api/auth/authenticate',
    body: json(['"idToken": "{{authToken}}"', '"provider": "satchel"']),
    save: [
      'pm.test("the answer carries the session", () => {',
      '  pm.expect(body.sessionConfig).to.have.all.keys("sessionPrivKey", "sessionPubKey", "userSWA");',
      '});',
      setJson('sessionConfig', 'body.sessionConfig'),
      'pm.collectionVariables.set("userSWA", body.sessionConfig.userSWA);',
    ],
  },
  {
    name: 'Send a WhatsApp code',
    path: '/api/auth/whatsapp/otp',
    before: [
      'if (!pm.variables.get("phone")) pm.collectionVariables.set("phone", `9${String(Date.now()).slice(-9)}`);',
    ],
    body: json(['"whatsapp_number": "{{phone}}"', '"country_short_name": "IN"']),
    save: ['pm.collectionVariables.set("otpToken", body.data.token);'],
  },
  {
    name: 'Read the WhatsApp code (local platform dev inbox)',
    method: 'GET',
    path: '{{platformUrl}}/dev/otp?contact={{phone}}',
    before: ['if (!pm.variables.get("platformUrl")) pm.execution.skipRequest();'],
    tests: [
      'pm.test("200 with the live code", () => {',
      '  pm.response.to.have.status(200);',
      '  pm.expect(pm.response.json().data.otp).to.match(/^[0-9]{6}$/);',
      '});',
      'pm.collectionVariables.set("otp", pm.response.json().data.otp);',
    ],
  },
  {
    name: 'Verify the WhatsApp code',
    path: '/api/auth/whatsapp/verify-otp',
    body: json([
      '"whatsapp_number": "{{phone}}"',
      '"country_short_name": "IN"',
      '"otp": "{{otp}}"',
      '"token": "{{otpToken}}"',
    ]),
  },
  { name: 'Wallets', path: '/api/explorer/account', body: json([SESSION]) },
  { name: 'Networks', path: '/api/explorer/chains', body: json([SESSION]) },
  { name: 'Tokens', path: '/api/explorer/tokens', body: json([SESSION]) },
  { name: 'Portfolio', path: '/api/explorer/portfolio', body: json([SESSION]) },
  { name: 'Activity', path: '/api/explorer/portfolio-activity', body: json([SESSION]) },
  { name: 'NFTs', path: '/api/explorer/portfolio-nft', body: json([SESSION]) },
  {
    name: 'Read a contract (USDC balanceOf)',
    path: '/api/explorer/read-contract-data',
    body: json([
      SESSION,
      '"caip2Id": "{{evmChain}}"',
      '"data": {"contractAddress": "0x036CbD53842c5426634e7929541eC2318f3dCF7e", "abi": {"name": "balanceOf", "type": "function", "stateMutability": "view", "inputs": [{"name": "account", "type": "address"}], "outputs": [{"name": "", "type": "uint256"}]}, "args": {"account": "{{userSWA}}"}}',
    ]),
  },
  {
    name: 'Build a transfer',
    path: '/api/intent/tokenTransfer/createUserOp',
    body: json(TRANSFER),
    save: [setJson('userOp', 'body.data')],
  },
  {
    name: 'Sign it',
    path: '/api/intent/signUserOp',
    body: json(['"userOp": {{userOp}}', SESSION]),
    save: [setJson('signedUserOp', 'body.data')],
  },
  {
    name: 'Execute it',
    path: '/api/intent/executeUserOp',
    body: json(['"userOp": {{signedUserOp}}', SESSION]),
    save: addJob,
  },
  {
    name: 'Estimate a transfer',
    path: '/api/intent/tokenTransfer/estimate',
    body: json(TRANSFER),
    save: [setJson('userOp', 'body.data.userOps')],
  },
  {
    name: 'Execute the estimate',
    path: '/api/intent/tokenTransfer/executeAfterEstimate',
    body: json(['"userOp": {{userOp}}', SESSION]),
    save: addJob,
  },
  {
    name: 'Transfer in one call (Idempotency-Key)',
    path: '/api/intent/tokenTransfer',
    headers: { 'Idempotency-Key': '{{$guid}}' },
    body: json(TRANSFER),
    save: addJob,
  },
  {
    name: 'Build a raw transaction',
    path: '/api/intent/rawTransaction/createUserOp',
    body: json(RAW),
  },
  {
    name: 'Estimate a raw transaction',
    path: '/api/intent/rawTransaction/estimate',
    body: json(RAW),
    save: [setJson('userOp', 'body.data.userOps')],
  },
  {
    name: 'Execute the raw estimate',
    path: '/api/intent/rawTransaction/executeAfterEstimate',
    body: json(['"userOp": {{userOp}}', SESSION]),
    save: addJob,
  },
  {
    name: 'Raw transaction in one call',
    path: '/api/intent/rawTransaction',
    body: json(RAW),
    save: addJob,
  },
  {
    name: 'Build an NFT collection (Aptos)',
    path: '/api/intent/nftCollection/createUserOp',
    body: json([
      '"caip2Id": "aptos:testnet"',
      '"name": "Postman {{$timestamp}}"',
      '"uri": "https://example.com/collection.json"',
      SESSION,
    ]),
  },
  {
    name: 'Create an NFT collection in one call (Aptos)',
    path: '/api/intent/nftCollection',
    body: json([
      '"caip2Id": "aptos:testnet"',
      '"name": "Postman direct {{$timestamp}}"',
      '"uri": "https://example.com/collection.json"',
      '"data": {"symbol": "PMC"}',
      SESSION,
    ]),
    save: addJob,
  },
  {
    name: 'Sign a message',
    path: '/api/intent/signMessage',
    body: json(['"message": "Hello from Postman"', SESSION]),
  },
  {
    name: 'Sign typed data',
    path: '/api/intent/signTypedData',
    body: json([
      '"data": {"types": {"EIP712Domain": [{"name": "name", "type": "string"}, {"name": "version", "type": "string"}, {"name": "chainId", "type": "uint256"}], "Greeting": [{"name": "text", "type": "string"}]}, "primaryType": "Greeting", "domain": {"name": "Satchel", "version": "1", "chainId": 84532}, "message": {"text": "Hello from Postman"}}',
      SESSION,
    ]),
  },
  {
    name: 'Orders until every one is final',
    path: '/api/explorer/order-history',
    body: json([SESSION]),
    save: [
      'const jobs = JSON.parse(pm.collectionVariables.get("jobIds"));',
      'const final = (o) => o && (o.status === "SUCCESSFUL" || o.status === "FAILED");',
      'const orders = jobs.map((id) => body.data.items.find((o) => o.intentId === id));',
      'const polls = Number(pm.collectionVariables.get("polls") || 0);',
      'if (!orders.every(final) && polls < 120) {',
      '  pm.collectionVariables.set("polls", polls + 1);',
      '  pm.execution.setNextRequest(pm.info.requestName);',
      '} else {',
      '  pm.collectionVariables.set("polls", 0);',
      '  pm.test("every order ended SUCCESSFUL", () => {',
      '    pm.expect(orders.map((o) => o && o.status)).to.eql(jobs.map(() => "SUCCESSFUL"));',
      '  });',
      '}',
    ],
    before: ['if (Number(pm.collectionVariables.get("polls") || 0) > 0) setTimeout(() => {}, 250);'],
  },
  {
    name: 'The last order by its jobId',
    path: '/api/explorer/order-history',
    body: json([SESSION, '"intentId": "{{jobId}}"']),
    save: [
      'pm.test("one order, SUCCESSFUL", () => {',
      '  pm.expect(body.data.items.map((o) => o.status)).to.eql(["SUCCESSFUL"]);',
      '});',
    ],
  },
];
