import { createBlock } from '@ethereumjs/block';
import type { Common } from '@ethereumjs/common';
import { Address, bytesToHex, hexToBytes } from '@ethereumjs/util';
import { runTx, type VM } from '@ethereumjs/vm';
import { numberToHex, type Hex } from 'viem';
import {
  TransactionRejected,
  type EvmCallRequest,
  type EvmCallResult,
  type EvmGasEstimate,
  type EvmSimulation,
} from './evm-chain-reader.js';
import type { Db } from '../db/open-database.js';
import {
  latestBlock,
  runCall,
  searchGasLimit,
  simulateTx,
  type SimulationView,
} from './estimate-simulation.js';
import { chargeGas, credit, GAS_LIMIT, gasEscrow } from './fee-charging.js';
import { feeModelOf, gasPriceOf, type EvmFeeModel } from './fee-model.js';
import { saveEvmState, loadEvmState } from './evm-state-store.js';
import { readHead, writeBlock } from './evm-records.js';
import { chainCommon, NO_PARAMS } from './chain-common.js';
import { impersonatedTx } from './impersonated-tx.js';
import { createChainVm } from './chain-vm.js';
import { LayeredState, type PrepareState } from './layered-state.js';
import { PLATFORM_SEQUENCER } from './platform-accounts.js';
import { minedRecords, type MinedTx, type SendRequest } from './mined-transaction.js';
import { curve } from '../crypto/secp256k1.js';

type Head = { number: bigint; hash: Hex; timestamp: bigint };

/**
 * One in-process EVM network: an @ethereumjs/vm on a LayeredState (committed base loaded from the database),
 * automining one block per transaction at the network's fee model (fee-model.ts): every transaction pays gas used ×
 * gas price, from its fee payer. `send` executes in memory; `commit` writes what it produced; `call` and `simulate`
 * run on the committed state only.
 */
export class EvmChain {
  private head: Head;
  private committedHead: Head;
  private calls: Promise<unknown> = Promise.resolve();
  /** Bumped whenever the committed base changes, so a call that straddled a commit runs again. */
  private version = 0;
  /** The head before each transaction sent (unsend). */
  private readonly parentHeads = new WeakMap<MinedTx, Head>();
  readonly fees: EvmFeeModel;

  private constructor(
    readonly caipId: string,
    readonly chainId: number,
    readonly common: Common,
    private readonly vm: VM,
    readonly state: LayeredState,
    private readonly callVm: VM,
    private readonly callState: LayeredState,
    head: Head,
  ) {
    this.head = head;
    this.committedHead = head;
    this.fees = feeModelOf(chainId);
  }

  /** What every transaction pays per gas. */
  get gasPrice(): bigint {
    return gasPriceOf(this.fees);
  }

  static async open(db: Db, caipId: string, chainId: number): Promise<EvmChain> {
    const common = chainCommon(chainId);
    const state = new LayeredState(loadEvmState(db, chainId));
    const vm = await createChainVm(common, state);
    const callState = state.shallowCopy();
    const callVm = await createChainVm(common, callState);
    return new EvmChain(caipId, chainId, common, vm, state, callVm, callState, readHead(db, chainId));
  }

  private buildBlock(head: Head, nowSec: number, gasUsed = 0n, stateRoot?: Hex) {
    const timestamp = BigInt(nowSec) > head.timestamp ? BigInt(nowSec) : head.timestamp;
    return createBlock(
      {
        header: {
          number: head.number + 1n,
          parentHash: hexToBytes(head.hash),
          timestamp,
          gasLimit: GAS_LIMIT,
          gasUsed,
          baseFeePerGas: this.fees.baseFeePerGas,
          coinbase: hexToBytes(PLATFORM_SEQUENCER),
          ...(stateRoot ? { stateRoot: hexToBytes(stateRoot) } : {}),
        },
      },
      { common: this.common, params: NO_PARAMS },
    );
  }

  /**
   * Executes one transaction in a block of its own; throws TransactionRejected when it cannot be included
   * (GasUnaffordable when its fee payer cannot pay the gas it used).
   */
  async send(request: SendRequest): Promise<MinedTx> {
    const from = new Address(hexToBytes(request.from));
    const nonce = (await this.state.getAccount(from))?.nonce ?? 0n;
    const tx = impersonatedTx(this.common, {
      ...request,
      nonce,
      gasLimit: GAS_LIMIT,
      gasPrice: this.gasPrice,
    });
    const block = this.buildBlock(this.head, request.nowSec);
    const depth = this.state.layers.length;
    const layer = this.state.beginLayer();
    let result;
    try {
      await request.prepare?.(this.state);
      await credit(this.state, from, gasEscrow(this.gasPrice));
      result = await runTx(this.vm, {
        tx,
        block,
        skipBlockGasLimitValidation: true,
        skipHardForkValidation: true,
      });
      await chargeGas(this.state, {
        from,
        feePayer: request.feePayer,
        gasUsed: result.totalGasSpent,
        gasPrice: this.gasPrice,
      });
    } catch (error) {
      this.state.layers.splice(depth);
      if (error instanceof TransactionRejected) throw error;
      throw new TransactionRejected(error instanceof Error ? error.message.split(' -> ')[0] : String(error));
    }
    const hash = bytesToHex(tx.hash()) as Hex;
    // No trie (LayeredState): the recorded state root is a deterministic digest of the block's transaction.
    const stateRoot = bytesToHex(
      curve.keccak256(hexToBytes(`${hash}${numberToHex(block.header.number, { size: 32 }).slice(2)}`)),
    ) as Hex;
    const mined = this.buildBlock(this.head, request.nowSec, result.totalGasSpent, stateRoot);
    const records = minedRecords({
      request,
      tx,
      hash,
      stateRoot,
      nonce,
      result,
      header: mined.header,
      parentHash: this.head.hash,
      gasPrice: this.gasPrice,
      baseFeePerGas: this.fees.baseFeePerGas,
    });
    const parent = this.head;
    this.head = {
      number: records.block.number,
      hash: records.block.hash,
      timestamp: records.block.timestamp,
    };
    const sent = { ...records, layer };
    this.parentHeads.set(sent, parent);
    return sent;
  }

  /**
   * Takes back the last transaction sent and not yet committed, as if it had never been sent: its state layer and
   * its block go (a bundle the entry point refused in validation is not mined, docs/user-operations-flow.md).
   */
  unsend(mined: MinedTx): void {
    const top = this.state.layers.length - 1;
    if (this.state.layers[top] !== mined.layer || this.head.hash !== mined.block.hash)
      throw new Error('only the last transaction sent, not yet committed, can be taken back');
    this.state.layers.splice(top);
    this.head = this.parentHeads.get(mined) ?? this.committedHead;
  }

  /** Writes a mined transaction (state diff, block, receipt, logs); synchronous, inside the caller's transaction. */
  commit(db: Db, mined: MinedTx): void {
    saveEvmState(db, this.chainId, mined.layer);
    writeBlock(db, this.chainId, mined.block, mined.tx);
    this.state.commitLayer(mined.layer);
    this.version += 1;
    this.committedHead = {
      number: mined.block.number,
      hash: mined.block.hash,
      timestamp: mined.block.timestamp,
    };
  }

  /** Back to what the database holds (a commit failed, or the world was reset). */
  reload(db: Db): void {
    this.state.dropAll();
    this.version += 1;
    const fresh = loadEvmState(db, this.chainId);
    Object.assign(this.state.base, fresh);
    this.head = readHead(db, this.chainId);
    this.committedHead = this.head;
  }

  get committedBlockNumber(): bigint {
    return this.committedHead.number;
  }

  /** eth_call on the committed state; calls run one at a time on a view that is thrown away after each. */
  call(request: EvmCallRequest): Promise<EvmCallResult> {
    return this.onCommittedState(() => runCall(this.callView, request));
  }

  /**
   * A transaction run on the committed state at the gas limit given (default the block's), then thrown away: gas
   * used (after refunds: what it pays for) and the accounts and slots it touched, without the sender, the recipient,
   * the coinbase and the precompiles (as geth's eth_createAccessList).
   */
  simulate(request: EvmCallRequest, prepare?: PrepareState): Promise<EvmSimulation> {
    return this.onCommittedState(() => simulateTx(this.callView, request, request.gas ?? GAS_LIMIT, prepare));
  }

  /**
   * eth_estimateGas: the lowest gas limit at which the transaction succeeds (binary search, as geth), up to the gas
   * given or the block's; the failure when it fails even there. Throws TransactionRejected when it cannot be
   * included.
   */
  estimateGas(request: EvmCallRequest): Promise<EvmGasEstimate> {
    return this.onCommittedState(() =>
      searchGasLimit((gas) => simulateTx(this.callView, request, gas), request.gas ?? GAS_LIMIT),
    );
  }

  /** Runs one read after the other on the committed state, again when a commit straddled it. */
  private onCommittedState<T>(read: () => Promise<T>): Promise<T> {
    const run = this.calls.then(async () => {
      // A commit (synchronous) can land between two state reads: then it read both states, so it runs again on the
      // new one (a few times at most; under a constant stream of commits the last answer stands).
      for (let attempt = 0; ; attempt++) {
        const version = this.version;
        const result = await read();
        if (version === this.version || attempt === 3) return result;
      }
    });
    this.calls = run.catch(() => undefined);
    return run;
  }

  /** The committed state as simulations see it. */
  private get callView(): SimulationView {
    return {
      common: this.common,
      vm: this.callVm,
      state: this.callState,
      block: () => latestBlock(this.common, this.committedHead, this.fees.baseFeePerGas),
      gasPrice: this.gasPrice,
    };
  }
}
