export function NftCollectionPage() {
  return <div>NftCollectionPage</div>;
}
