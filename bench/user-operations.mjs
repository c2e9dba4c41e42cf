// Benchmark: CPU time of one SatchelEntryPoint.handleOps with 1 and with 20 user operations (issue 41), against the
// BUILT platform (npm run build): the contracts' committed artifacts placed at the sandbox's addresses in the
// platform's VM (evm/chain-vm.ts: the jump analysis kept per code, the faster MSTORE) on the platform's Common
// (evm/chain-common.ts, crypto/evm-crypto.ts: native libsecp256k1 `ecrecover` and Keccak) and state manager
// (evm/layered-state.ts), side by side, interleaved, with @ethereumjs's interpreter as is on the same Common and state,
// with @ethereumjs's own crypto (noble) and with @ethereumjs's default state manager. Each operation is a
// protocol TOKEN_TRANSFER (§10–§11) from its own wallet, signed by that wallet's session key, with paymaster data
// signed by the client key; building and signing them is outside the timing. What is timed is the EVM call of
// handleOps alone (no transaction, block or state commit: the bundler's own cost comes on top).
// --steps: also count the EVM steps per contract and the call frames of one 20-op handleOps on the platform's VM
// (deterministic, unlike the CPU times: what a contract change saves shows there first).
// --check (CI): only the 20-op bundles of the platform's VM and of @ethereumjs's interpreter as is, fewer rounds; exits 1
// when the platform's CPU per handleOps is over MAX_CPU_RATIO of the other's (a ratio: both move with the machine) or
// the EVM steps per operation are over MAX_STEPS (exact): what settlement throughput rests on (issue 41).
// Usage: node bench/user-operations.mjs [--rounds 8] [--steps] [--check]
import { randomUUID } from 'node:crypto';
import { createBlock } from '@ethereumjs/block';
import { createCustomCommon, Hardfork, Mainnet } from '@ethereumjs/common';
import { createAccount, createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { createVM } from '@ethereumjs/vm';
import {
  bytesToHex,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  keccak256,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { machine, vectors } from './sdk-bench-common.mjs';
import { flag, numberOption } from './cli-options.mjs';

const dist = (path) => import(new URL(`../platform/dist/${path}`, import.meta.url).href);
const { chainCommon } = await dist('evm/chain-common.js');
const { environmentAddresses } = await dist('crypto/address-sets.js');
const { userOperationHash } = await dist('crypto/user-operation-hash.js');
const { uuidToBytes32 } = await dist('crypto/uuid.js');
const { encodeCallData } = await dist('orders/call-data/encode-call-data.js');
const { encodeHandleOps } = await dist('evm/user-operations/encode-handle-ops.js');
const { userOperationOutcomes } = await dist('evm/user-operations/user-operation-events.js');
const { PLATFORM_EXECUTOR } = await dist('evm/platform-accounts.js');
const { ACCOUNT_OWNER_SLOT } = await dist('evm/user-account.js');
const { LayeredState, emptyLayer } = await dist('evm/layered-state.js');
const { createChainVm } = await dist('evm/chain-vm.js');
const { setJumpAnalysisCaching } = await dist('evm/jump-analysis-cache.js');
const { setSynchronousSteps } = await dist('evm/synchronous-steps.js');
const { setLazyRunState } = await dist('evm/lazy-run-state.js');
const { satchelAccountAbi, satchelAccountDeployedBytecode } = await dist('evm/artifacts/satchel-account.js');
const { satchelEntryPointDeployedBytecode } = await dist('evm/artifacts/satchel-entry-point.js');
const { satchelJobManagerDeployedBytecode } = await dist('evm/artifacts/satchel-job-manager.js');
const { satchelPaymasterAbi, satchelPaymasterDeployedBytecode } = await dist(
  'evm/artifacts/satchel-paymaster.js',
);

const CHECK = flag('check');
const ROUNDS = numberOption('rounds', CHECK ? 9 : 8);
const SIZES = CHECK ? [20] : [1, 20];
/** The budgets `--check` holds: 0.55 and 4,111 on 2026-11-29 (bench/RESULTS.md). */
const MAX_CPU_RATIO = 0.75;
const MAX_STEPS = 4_300;
const inputs = vectors.inputs;
const jobParameters = vectors.intents.TOKEN_TRANSFER.jobParameters;
const ENV = environmentAddresses('sandbox');
const NOW = BigInt(inputs.nowSec);
const CLIENT_SWA = inputs.clientSWA;
const BENEFICIARY = '0x000000000000000000000000000000000000bea7';
const client = privateKeyToAccount(inputs.clientPrivateKey);
const wallets = Array.from({ length: 20 }, (_, i) => ({
  address: `0x${(0xa11ce000 + i).toString(16).padStart(40, '0')}`,
  session: privateKeyToAccount(generatePrivateKey()),
}));

/**
 * A bare EVM on `common`; on the platform's state manager (evm-chain.ts) when `layered`, else @ethereumjs's default;
 * the platform's VM (evm/chain-vm.ts: the jump analysis kept per code) when `platformVm`, else @ethereumjs's as is.
 */
async function chainOn(common, layered, platformVm = false) {
  let stateManager;
  if (layered) {
    stateManager = new LayeredState(emptyLayer());
    stateManager.beginLayer();
  }
  const vm = platformVm
    ? await createChainVm(common, stateManager)
    : await createVM({ common, ...(stateManager ? { stateManager } : {}) });
  const block = createBlock({ header: { timestamp: NOW, number: 1n, gasLimit: 60_000_000n } }, { common });
  const at = (a) => createAddressFromString(a);
  const call = async (to, data, { from = PLATFORM_EXECUTOR, value = 0n } = {}) => {
    const r = await vm.evm.runCall({
      caller: at(from),
      origin: at(from),
      to: at(to),
      data: hexToBytes(data),
      value,
      gasLimit: 50_000_000n,
      block,
    });
    if (r.execResult.exceptionError) throw new Error(`call reverted: ${r.execResult.exceptionError.error}`);
    return r;
  };
  await vm.stateManager.putAccount(at(PLATFORM_EXECUTOR), createAccount({ balance: 10n ** 30n }));
  await vm.stateManager.putCode(at(ENV.entryPoint), hexToBytes(satchelEntryPointDeployedBytecode));
  await vm.stateManager.putCode(at(ENV.paymaster), hexToBytes(satchelPaymasterDeployedBytecode));
  await vm.stateManager.putCode(at(ENV.jobManager), hexToBytes(satchelJobManagerDeployedBytecode));
  const pm = (functionName, args) => encodeFunctionData({ abi: satchelPaymasterAbi, functionName, args });
  await call(ENV.paymaster, pm('setClientSigner', [CLIENT_SWA, client.address, true]));
  await call(ENV.paymaster, pm('deposit', []), { value: 10n ** 27n });
  for (const w of wallets) {
    await vm.stateManager.putAccount(at(w.address), createAccount({ nonce: 1n }));
    await vm.stateManager.putCode(at(w.address), hexToBytes(satchelAccountDeployedBytecode));
    await vm.stateManager.putStorage(at(w.address), hexToBytes(ACCOUNT_OWNER_SLOT), hexToBytes(w.address));
    const add = encodeFunctionData({
      abi: satchelAccountAbi,
      functionName: 'addSession',
      args: [w.session.address, Number(NOW + 86_400n)],
    });
    await call(w.address, add);
  }
  return { vm, call };
}

async function signedOp(wallet) {
  const uuid = randomUUID();
  const nonce = uuidToBytes32(uuid);
  const validUntil = Number(NOW + 21_600n);
  const pmHash = keccak256(
    encodePacked(['bytes32', 'address', 'uint48', 'uint48'], [nonce, CLIENT_SWA, validUntil, 0]),
  );
  const pmSig = await client.signMessage({ message: { raw: pmHash } });
  const op = {
    sender: wallet.address,
    nonce,
    paymaster: ENV.paymaster,
    callGasLimit: '0x927c0',
    verificationGasLimit: '0x61a80',
    preVerificationGas: '0x186a0',
    maxFeePerGas: inputs.gasValues.maxFeePerGas,
    maxPriorityFeePerGas: inputs.gasValues.maxPriorityFeePerGas,
    paymasterPostOpGasLimit: '0x30d40',
    paymasterVerificationGasLimit: '0x30d40',
    callData: encodeCallData({
      env: 'sandbox',
      jobId: uuid,
      clientSWA: CLIENT_SWA,
      userSWA: wallet.address,
      feePayerAddress: zeroAddress,
      policy: { gsnEnabled: false, sponsorshipEnabled: false },
      intentType: 'TOKEN_TRANSFER',
      jobParameters,
    }),
    paymasterData: encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }],
      [CLIENT_SWA, validUntil, 0, pmSig],
    ),
  };
  const signature = await wallet.session.signMessage({ message: { raw: userOperationHash(op, ENV) } });
  return { ...op, signature };
}

const bundle = async (size) =>
  encodeHandleOps(await Promise.all(wallets.slice(0, size).map(signedOp)), BENEFICIARY);

const nobleCommon = () =>
  createCustomCommon({ chainId: ENV.chainId }, Mainnet, { hardfork: Hardfork.Cancun });
// The jump-analysis cache is a process-wide patch of @ethereumjs's interpreter: on for the platform's VM only.
const contenders = [
  {
    name: 'platform (native crypto, LayeredState, jump analysis per code, synchronous steps, lazy runState)',
    chain: await chainOn(chainCommon(ENV.chainId), true, true),
    jumpCache: true,
    frames: true,
  },
  {
    name: 'platform with every step awaited and every runState built (as @ethereumjs does)',
    chain: await chainOn(chainCommon(ENV.chainId), true, true),
    jumpCache: true,
  },
  {
    name: '@ethereumjs interpreter as is, native crypto, LayeredState',
    chain: await chainOn(chainCommon(ENV.chainId), true),
  },
  { name: 'noble crypto, LayeredState', chain: await chainOn(nobleCommon(), true) },
  { name: 'native crypto, @ethereumjs default state', chain: await chainOn(chainCommon(ENV.chainId), false) },
];

// --only N: that contender alone (for a profile); --check: the platform's VM and @ethereumjs's interpreter as is.
const AS_IS = contenders[2];
if (CHECK) contenders.splice(0, contenders.length, contenders[0], AS_IS);
else if (numberOption('only', -1) >= 0)
  contenders.splice(0, contenders.length, contenders[numberOption('only', -1)]);

/** CPU microseconds (user + system) of one handleOps call; checks every operation succeeded. */
async function timed({ chain, jumpCache = false, frames = false }, data, size) {
  setJumpAnalysisCaching(jumpCache);
  setSynchronousSteps(frames);
  setLazyRunState(frames);
  const start = process.cpuUsage();
  const r = await chain.call(ENV.entryPoint, data);
  const used = process.cpuUsage(start);
  const logs = r.execResult.logs.map(([address, topics, logData]) => ({
    address: bytesToHex(address),
    topics: topics.map((t) => bytesToHex(t)),
    data: bytesToHex(logData),
  }));
  const outcomes = [...userOperationOutcomes(logs, ENV.entryPoint).values()];
  if (outcomes.length !== size || outcomes.some((o) => !o.success)) throw new Error('an operation failed');
  return { cpuUs: used.user + used.system, gas: r.execResult.executionGasUsed };
}

/** EVM steps per contract and call frames per operation of one handleOps (the step listener slows the run). */
async function stepsPerOperation(chain, size) {
  const names = new Map([
    [ENV.entryPoint.toLowerCase(), 'entry point'],
    [ENV.paymaster.toLowerCase(), 'paymaster'],
    [ENV.jobManager.toLowerCase(), 'job manager'],
    ...wallets.map((w) => [w.address.toLowerCase(), 'wallet']),
  ]);
  const steps = {};
  let frames = 0;
  const onStep = (step) => {
    const name = names.get(step.codeAddress.toString().toLowerCase()) ?? step.codeAddress.toString();
    steps[name] = (steps[name] ?? 0) + 1;
  };
  const onMessage = () => (frames += 1);
  const data = await bundle(size);
  chain.vm.evm.events.on('step', onStep);
  chain.vm.evm.events.on('beforeMessage', onMessage);
  try {
    await chain.call(ENV.entryPoint, data);
  } finally {
    chain.vm.evm.events.off('step', onStep);
    chain.vm.evm.events.off('beforeMessage', onMessage);
  }
  const per = (n) => Math.round(n / size);
  const total = per(Object.values(steps).reduce((a, b) => a + b, 0));
  const byContract = Object.entries(steps)
    .map(([k, v]) => `${k} ${per(v)}`)
    .join(', ');
  return {
    total,
    text: `EVM steps per operation (${size}-op handleOps): ${total} (${byContract}); call frames per operation ${(frames / size).toFixed(1)} (the bundle's own included)`,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const results = {};
for (const size of SIZES) {
  // Warm-up (the JIT): more of it where only the 20-op bundles run.
  for (let w = 0; w < (CHECK ? 4 : 1); w++)
    for (const c of contenders) await timed(c, await bundle(size), size);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = contenders[(k + round) % contenders.length];
      const data = await bundle(size);
      const { cpuUs, gas } = await timed(c, data, size);
      const key = `${c.name} — ${size} op${size > 1 ? 's' : ''}`;
      (results[key] ??= { cpu: [], gas }).cpu.push(cpuUs);
    }
  }
}

console.log(JSON.stringify(machine()));
const steps = flag('steps') || CHECK ? await stepsPerOperation(contenders[0].chain, 20) : undefined;
if (steps) console.log(steps.text);
for (const [key, { cpu, gas }] of Object.entries(results)) {
  const size = Number(/— (\d+) op/.exec(key)[1]);
  const ms = median(cpu) / 1000;
  console.log(
    `${key}: median CPU ${ms.toFixed(2)} ms per handleOps, ${(ms / size).toFixed(2)} ms per op, ${gas} gas (${Math.round(
      Number(gas) / size,
    )} per op), ${cpu.length} runs`,
  );
}

if (CHECK) {
  const cpuOf = (c) => median(results[`${c.name} — 20 ops`].cpu);
  const ratio = cpuOf(contenders[0]) / cpuOf(AS_IS);
  const ratioOk = ratio <= MAX_CPU_RATIO;
  const stepsOk = steps.total <= MAX_STEPS;
  console.log(
    `handleOps CPU vs @ethereumjs as is ≤ ${MAX_CPU_RATIO}: ${ratioOk ? 'within' : 'OVER'} (${ratio.toFixed(2)})`,
  );
  console.log(`EVM steps per operation ≤ ${MAX_STEPS}: ${stepsOk ? 'within' : 'OVER'} (${steps.total})`);
  process.exit(ratioOk && stepsOk ? 0 : 1);
}
