import { tokenTransferSchema } from '@satchel/shared';
import { getTransferSolInstruction } from '@solana-program/system';
import { createNoopSigner } from '@solana/kit';
import { encodeFunctionData, erc20Abi } from 'viem';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { validateBody } from '../http/validate-body.js';
import { transferToken } from '../ledger/ledger.js';
import { splTransferInstructions } from '../solana/spl-transfer-instructions.js';
import { parseMint } from '../solana/token-account.js';
import { ownerForChainType } from '../world/owner-for-chain-type.js';
import { findTokenByAddress } from '../world/token-store.js';
import type { IntentModule, JobPayload } from './intent-module.js';
import { caipKeys, hexAddress } from './job-data.js';
import { solanaAddress, solanaAmount } from './solana-values.js';

const payloadOf = (caip2Id: unknown, recipient: unknown, token: unknown, amount: unknown): JobPayload => ({
  caip2Id,
  recipientWalletAddress: recipient,
  tokenAddress: token,
  amount: String(amount),
});

/**
 * TOKEN_TRANSFER: `amount` of a token (`""` = the native one) from the user's account to a recipient. EVM: a value
 * transfer or ERC-20 `transfer`; Solana: a System transfer, or an SPL TransferChecked between associated token
 * accounts (the recipient's created when missing); the ledger: balances moved.
 */
export const tokenTransfer: IntentModule = {
  jobParameters: '(string caip2Id, string recipientWalletAddress, string tokenAddress, uint256 amount)',

  decode(tuple, user) {
    const { caip2Id, recipientWalletAddress, tokenAddress, amount } = tuple;
    return {
      caip2Id: caip2Id as string,
      payload: payloadOf(caip2Id, recipientWalletAddress, tokenAddress, amount),
      schema: tokenTransferSchema(user),
      schemaInput: { caip2Id, recipient: recipientWalletAddress, token: tokenAddress, amount },
    };
  },

  encode: (p) => ({
    caip2Id: p.caip2Id,
    recipientWalletAddress: p.recipientWalletAddress,
    tokenAddress: p.tokenAddress,
    amount: BigInt(String(p.amount)),
  }),

  estimate: {
    detailKeys: ['recipientWalletAddress', 'caip2Id', 'tokenAddress', 'amount'],
    job(details, user) {
      const { caip2Id, recipientWalletAddress, tokenAddress, amount } = details;
      validateBody(tokenTransferSchema(user), {
        caip2Id,
        recipient: recipientWalletAddress,
        token: tokenAddress,
        amount,
      });
      const units = BigInt(String(amount).trim());
      return {
        caip2Id: caip2Id as string,
        payload: payloadOf(caip2Id, recipientWalletAddress, tokenAddress, units),
      };
    },
    amount: (payload) => String(payload.amount),
  },

  details: (p) => ({
    ...caipKeys(p),
    recipientWalletAddress: p.recipientWalletAddress,
    tokenAddress: p.tokenAddress,
    amount: p.amount,
  }),

  evmCall(p) {
    const to = hexAddress(p.recipientWalletAddress);
    const amount = BigInt(String(p.amount));
    const token = String(p.tokenAddress);
    if (token === '') return { to, data: '0x', value: amount };
    return {
      to: hexAddress(token),
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      value: 0n,
    };
  },

  solanaInstructions(chain, p, owner, feePayer) {
    const recipient = solanaAddress(p.recipientWalletAddress, 'recipient');
    const amount = solanaAmount(p.amount);
    const token = String(p.tokenAddress ?? '');
    if (token === '') {
      const source = createNoopSigner(owner);
      return { instructions: [getTransferSolInstruction({ source, destination: recipient, amount })] };
    }
    const mint = solanaAddress(token, 'token address');
    const decimals = parseMint(chain.getAccount(mint))?.decimals;
    if (decimals === undefined)
      throw new SettlementFailure(`Token ${mint} is not an SPL mint on ${chain.caip2Id}`);
    return {
      instructions: splTransferInstructions({ owner, recipient, mint, amount, decimals, payer: feePayer }),
    };
  },

  settleOnLedger({ ctx, intentId, payload, network, user, txHash }) {
    const tokenAddress = String(payload.tokenAddress);
    const token = findTokenByAddress(ctx.db, network.networkId, tokenAddress);
    if (!token)
      throw new SettlementFailure(`Token ${tokenAddress || '(native)'} is not on ${network.caipId}`);
    transferToken(ctx, {
      token,
      from: ownerForChainType(user, network.type),
      to: String(payload.recipientWalletAddress),
      amount: BigInt(String(payload.amount)),
      intentId,
      txHash,
    });
  },
};
