/** What would make the transaction fail on chain: the order ends FAILED with this reason. */
export class SettlementFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SettlementFailure';
  }
}
