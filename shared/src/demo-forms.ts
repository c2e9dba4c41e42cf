import { DEMO } from './demo-messages.js';

/**
 * The demo's form rules (spec §5 "Demo form rules" and login alerts), as pure checks that return the first
 * failing message in the spec's order, or undefined when the form may be submitted.
 */

export const checkEmailInput = (email: string) => (email.trim() ? undefined : DEMO.enterValidEmail);
export const checkPhoneInput = (phone: string) => (phone.trim() ? undefined : DEMO.enterValidPhone);
export const checkJwtInput = (jwt: string) => (jwt.trim() ? undefined : DEMO.enterValidJwt);

const needsFeePayer = (sponsorshipEnabled: boolean, feePayer: string) =>
  sponsorshipEnabled && (!feePayer || !feePayer.startsWith('0x'));

export interface TokenTransferForm {
  caip2Id: string;
  chainType: string;
  sponsorshipEnabled: boolean;
  feePayer: string;
  token: string;
  /** Addresses of the tokens loaded for the network (`""` for native). */
  loadedTokens: readonly string[];
  amount: string;
  recipient: string;
}

/** Token transfer checks, in the spec's order (1)–(5). */
export function checkTokenTransferForm(form: TokenTransferForm): string | undefined {
  if (form.caip2Id && needsFeePayer(form.sponsorshipEnabled, form.feePayer)) return DEMO.enterValidFeePayer;
  if (!form.loadedTokens.includes(form.token)) return DEMO.selectValidToken;
  const amount = form.amount.trim();
  if (!amount || !/^[0-9]+$/.test(amount) || BigInt(amount) <= 0n) return DEMO.enterValidAmount;
  if (!form.recipient.trim()) return DEMO.enterValidRecipient;
  if (form.chainType === 'EVM' && !form.recipient.startsWith('0x')) return DEMO.enterValidRecipient;
  return undefined;
}

export interface NftTransferForm {
  caip2Id: string;
  collectionAddress: string;
  nftId: string;
  recipientWalletAddress: string;
  amount: string;
  sponsorshipEnabled: boolean;
  feePayer: string;
}

export function checkNftTransferForm(form: NftTransferForm): string | undefined {
  if (!form.caip2Id || !form.collectionAddress || !form.nftId || !form.recipientWalletAddress || !form.amount)
    return DEMO.fillAllRequiredFields;
  if (needsFeePayer(form.sponsorshipEnabled, form.feePayer)) return DEMO.enterValidFeePayer;
  return undefined;
}

/** EVM contract read: address starts with 0x, ABI is valid JSON, args JSON when not blank (else `{}`). */
export function parseEvmReadForm(form: {
  contractAddress: string;
  abi: string;
  args: string;
}): { error: string } | { contractAddress: string; abi: unknown; args: unknown } {
  if (!form.contractAddress.startsWith('0x')) return { error: DEMO.invalidContractAddress };
  let abi: unknown;
  let args: unknown = {};
  try {
    abi = JSON.parse(form.abi);
  } catch (error) {
    return { error: `Invalid ABI JSON: ${(error as Error).message}` };
  }
  if (form.args.trim()) {
    try {
      args = JSON.parse(form.args);
    } catch (error) {
      return { error: `Invalid args JSON: ${(error as Error).message}` };
    }
  }
  return { contractAddress: form.contractAddress, abi, args };
}

export const checkAptosReadForm = (form: { function: string }) =>
  form.function.trim() ? undefined : DEMO.aptosFunctionRequired;
