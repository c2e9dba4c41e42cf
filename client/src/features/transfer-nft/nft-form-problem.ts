import { DEMO } from '@satchel/shared/demo';
import { type FieldProblem, isEvmAddress, isWholeNumber, SHAPES } from '../../components/field-rules.js';

export type NftField = 'collectionAddress' | 'nftId' | 'recipient' | 'amount';

export interface NftFormInput {
  collectionAddress: string;
  nftId: string;
  recipient: string;
  amount: string;
  nftType: string;
  /** The balance held of the picked NFT, '' when typed by hand. */
  quantity: string;
}

/**
 * The NFT form's first problem, beside its field: a missing field in the spec's words ('Please fill in all
 * required fields') with what to enter, then the shapes an EVM network needs and an amount the wallet can send.
 */
export function nftFormProblem(form: NftFormInput, evm: boolean): FieldProblem<NftField> | undefined {
  const collection = form.collectionAddress.trim();
  const nftId = form.nftId.trim();
  const recipient = form.recipient.trim();
  const amount = form.amount.trim();
  const missing = (field: NftField, what: string) => ({
    field,
    message: `${DEMO.fillAllRequiredFields}: ${what}`,
  });
  if (!collection) return missing('collectionAddress', 'enter the collection’s contract address');
  if (!nftId) return missing('nftId', 'enter the NFT ID, like 42');
  if (!recipient) return missing('recipient', 'enter the recipient’s wallet address');
  if (!amount) return missing('amount', 'enter how many to send, at least 1');
  if (evm && !isEvmAddress(collection))
    return {
      field: 'collectionAddress',
      message: `Enter the collection’s contract address: ${SHAPES.evmAddress}`,
    };
  if (evm && !isWholeNumber(nftId))
    return { field: 'nftId', message: 'Enter the NFT ID as a whole number, like 42' };
  if (evm && !isEvmAddress(recipient))
    return { field: 'recipient', message: `Enter the recipient’s wallet address: ${SHAPES.evmAddress}` };
  if (!isWholeNumber(amount) || Number(amount) < 1)
    return { field: 'amount', message: 'Enter how many to send as a whole number, at least 1' };
  if (form.nftType === 'ERC721' && Number(amount) !== 1)
    return { field: 'amount', message: 'An ERC721 NFT is sent whole: enter 1' };
  if (form.quantity && Number(amount) > Number(form.quantity))
    return {
      field: 'amount',
      message: `You hold ${Number(form.quantity)} of this NFT: enter at most ${Number(form.quantity)}`,
    };
  return undefined;
}
