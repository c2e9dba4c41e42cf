import { NFT_TYPES, type NftType } from '@satchel/shared';
import * as z from 'zod/mini';
import type { IntentRequest, NftItem } from '../../backend/types.js';
import { isEvmAddress, isWholeNumber, SHAPES } from '../../intent-form/field-rules.js';
import { networkRules, NO_NETWORK, type NetworkValues } from '../../intent-form/network-fields.js';
import { DEMO } from '../../lib/demo-messages.js';

export interface NftValues extends NetworkValues {
  /** The picked NFT of the list (`nftKey`), '' when typed by hand. */
  nft: string;
  collectionAddress: string;
  nftId: string;
  recipient: string;
  amount: string;
  nftType: NftType;
  /** The balance held of the picked NFT, '' when typed by hand. */
  quantity: string;
}

export const EMPTY_NFT_FORM: NftValues = {
  chainType: '',
  ...NO_NETWORK,
  nft: '',
  collectionAddress: '',
  nftId: '',
  recipient: '',
  amount: '1',
  nftType: 'ERC721',
  quantity: '',
};

export const nftKey = (n: NftItem) => `${n.collectionAddress}-${n.nftId}`;

/** The form's values once an NFT of the list is picked: its collection, id, type and balance. */
export const pickedNft = (nft: NftItem): Partial<NftValues> => ({
  nft: nftKey(nft),
  collectionAddress: nft.collectionAddress,
  nftId: nft.nftId,
  nftType: nft.entityType === 'ERC1155' ? 'ERC1155' : 'ERC721',
  quantity: nft.quantity,
  amount: '1',
});

const required = (what: string) =>
  z.string().check(z.refine((v) => v.trim() !== '', `${DEMO.fillAllRequiredFields}: ${what}`));
type Checked = Pick<NftValues, 'collectionAddress' | 'nftId' | 'recipient' | 'amount' | 'nftType'>;
/** A check across the fields, reported on `field`; it runs once every field passed its own. */
const on = (field: keyof Checked, test: (values: Checked) => boolean, message: string) =>
  z.refine<Checked>(test, { path: [field], message });
const trimmed = (v: string) => v.trim();

/**
 * The NFT form's rules: every field filled in (the spec's 'Please fill in all required fields', with what to
 * enter), then, once all are, the shapes an EVM network needs and an amount the wallet can send.
 */
export function nftSchema({
  sponsored,
  evm,
  quantity,
}: {
  sponsored: boolean;
  evm: boolean;
  quantity: string;
}) {
  const amount = (v: Checked) => Number(trimmed(v.amount));
  const held = Number(quantity);
  return z
    .object({
      ...networkRules(sponsored),
      collectionAddress: required('enter the collection’s contract address'),
      nftId: required('enter the NFT ID, like 42'),
      recipient: required('enter the recipient’s wallet address'),
      amount: required('enter how many to send, at least 1'),
      nftType: z.enum(NFT_TYPES),
    })
    .check(
      on(
        'collectionAddress',
        (v) => !evm || isEvmAddress(trimmed(v.collectionAddress)),
        `Enter the collection’s contract address: ${SHAPES.evmAddress}`,
      ),
      on(
        'nftId',
        (v) => !evm || isWholeNumber(trimmed(v.nftId)),
        'Enter the NFT ID as a whole number, like 42',
      ),
      on(
        'recipient',
        (v) => !evm || isEvmAddress(trimmed(v.recipient)),
        `Enter the recipient’s wallet address: ${SHAPES.evmAddress}`,
      ),
      on(
        'amount',
        (v) => isWholeNumber(trimmed(v.amount)) && amount(v) >= 1,
        'Enter how many to send as a whole number, at least 1',
      ),
      on('amount', (v) => v.nftType !== 'ERC721' || amount(v) === 1, 'An ERC721 NFT is sent whole: enter 1'),
      on(
        'amount',
        (v) => !quantity || amount(v) <= held,
        `You hold ${held} of this NFT: enter at most ${held}`,
      ),
    );
}

/** The intent the form describes (checked by nftSchema first). */
export const nftRequest = (values: NftValues): IntentRequest => ({
  kind: 'nftTransfer',
  input: {
    caip2Id: values.caip2Id,
    collectionAddress: values.collectionAddress.trim(),
    nftId: values.nftId.trim(),
    recipientWalletAddress: values.recipient.trim(),
    amount: Number(values.amount),
    nftType: values.nftType,
  },
});
