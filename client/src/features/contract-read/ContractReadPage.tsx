export function ContractReadPage() {
  return <div>ContractReadPage</div>;
}
