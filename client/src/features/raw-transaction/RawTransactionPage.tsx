export function RawTransactionPage() {
  return <div>RawTransactionPage</div>;
}
