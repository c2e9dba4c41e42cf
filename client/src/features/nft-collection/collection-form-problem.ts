import { type FieldProblem, isAptosAddress, isWebLink, SHAPES } from '../../components/field-rules.js';
import type { PropertyRow } from './PropertiesEditor.js';

/** The collection form's fields, the mint form's, and a property's type by row (`propertyType-0`). */
export type CollectionField =
  | 'collectionName'
  | 'collectionUri'
  | 'mintCollection'
  | 'nftName'
  | 'nftUri'
  | 'mintRecipient'
  | `propertyType-${number}`;

export function collectionProblem(collection: {
  name: string;
  uri: string;
}): FieldProblem<CollectionField> | undefined {
  if (!collection.name.trim()) return { field: 'collectionName', message: 'Enter a name for the collection' };
  if (!isWebLink(collection.uri.trim()))
    return { field: 'collectionUri', message: `Enter the collection’s URI: ${SHAPES.webLink}` };
  return undefined;
}

export function mintProblem(mint: {
  collectionAddress: string;
  nftName: string;
  uri: string;
  recipient: string;
  properties: readonly PropertyRow[];
}): FieldProblem<CollectionField> | undefined {
  const collection = mint.collectionAddress.trim();
  if (collection && !isAptosAddress(collection))
    return {
      field: 'mintCollection',
      message: `Enter the collection’s address (${SHAPES.aptosAddress}), or create a collection first`,
    };
  if (!mint.nftName.trim()) return { field: 'nftName', message: 'Enter a name for the NFT' };
  if (!isWebLink(mint.uri.trim()))
    return { field: 'nftUri', message: `Enter the NFT’s URI: ${SHAPES.webLink}` };
  const recipient = mint.recipient.trim();
  if (recipient && !isAptosAddress(recipient))
    return {
      field: 'mintRecipient',
      message: `Enter the recipient’s Aptos address (${SHAPES.aptosAddress}), or leave it empty for you`,
    };
  const bad = mint.properties.findIndex((p) => !/^[0-9]+$/.test(p.type.trim()));
  if (bad >= 0) return { field: `propertyType-${bad}`, message: 'Enter the type as a whole number, like 0' };
  return undefined;
}
