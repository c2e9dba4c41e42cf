import { EXECUTE_SELECTOR, type Environment, type IntentType } from '@satchel/shared';
import { environmentAddresses, type AddressSet } from '../../crypto/address-sets.js';
import { encodeAbiParameters, encodeFunctionData, stringToHex, type Hex } from 'viem';
import { gsnDataAbi, INITIATE_JOB_ABI, jobParametersAbi, OUTER_ABI, POLICY_ABI } from './abi-types.js';
import { uuidToInteger } from '../../crypto/uuid.js';

/** Job parameters in tuple order; `bytes` fields as JSON-able values (embedded as UTF-8 JSON text, §11.3). */
export type JobValues = Record<string, unknown>;

const json = (value: unknown) => stringToHex(JSON.stringify(value));

/** `abi.encode(JP)` of an intent from its decoded payload (the inverse of decodeJobParameters). */
export function encodeJobParameters(intentType: IntentType, payload: JobValues): Hex {
  const p = payload;
  const tuple = (() => {
    switch (intentType) {
      case 'TOKEN_TRANSFER':
        return {
          caip2Id: p.caip2Id,
          recipientWalletAddress: p.recipientWalletAddress,
          tokenAddress: p.tokenAddress,
          amount: BigInt(String(p.amount)),
        };
      case 'NFT_TRANSFER':
        return {
          caip2Id: p.caip2Id,
          nftId: p.nftId,
          recipientWalletAddress: p.recipientWalletAddress,
          collectionAddress: p.collectionAddress,
          nftType: p.nftType,
          amount: BigInt(String(p.amount)),
        };
      case 'NFT_CREATE_COLLECTION':
        return { caip2Id: p.caip2Id, name: p.name, uri: p.uri, data: json(p.data) };
      case 'NFT_MINT':
        return {
          caip2Id: p.caip2Id,
          nftName: p.nftName,
          collectionAddress: p.collectionAddress,
          uri: p.uri,
          data: json(p.data),
        };
      case 'RAW_TRANSACTION':
        return { caip2Id: p.caip2Id, transactions: (p.transactions as unknown[]).map(json) };
    }
  })();
  return encodeAbiParameters(jobParametersAbi(intentType), [tuple]);
}

/** callData of §11: the outer 4-tuple around `initiateJob` for the environment's job manager. */
export function encodeCallData(input: {
  env: Environment;
  /** The session's address set; Satchel's when absent. */
  addressSet?: AddressSet;
  jobId: string;
  clientSWA: string;
  userSWA: string;
  feePayerAddress: string;
  policy: { gsnEnabled: boolean; sponsorshipEnabled: boolean };
  intentType: IntentType;
  jobParameters: Hex;
}): Hex {
  const inner = encodeFunctionData({
    abi: INITIATE_JOB_ABI,
    functionName: 'initiateJob',
    args: [
      uuidToInteger(input.jobId),
      input.clientSWA as Hex,
      input.userSWA as Hex,
      input.feePayerAddress as Hex,
      encodeAbiParameters(POLICY_ABI, [input.policy]),
      encodeAbiParameters(gsnDataAbi(input.intentType), [
        { isRequired: false, requiredNetworks: [], tokens: [] },
      ]),
      input.jobParameters,
      input.intentType,
    ],
  });
  return encodeAbiParameters(OUTER_ABI, [
    EXECUTE_SELECTOR,
    environmentAddresses(input.env, input.addressSet).jobManager,
    0n,
    inner,
  ]);
}
