export function TransferNftPage() {
  return <div>TransferNftPage</div>;
}
