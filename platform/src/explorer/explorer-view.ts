/** One labelled value of a transaction page; every text is escaped when the page is rendered. */
export interface ExplorerField {
  label: string;
  value: string;
  /** Hashes, addresses, hex: shown in a monospace font and wrapped anywhere. */
  mono?: boolean;
  /** Rendered as a status badge. */
  tone?: 'success' | 'failure';
  /** A page of this explorer the value links to (e.g. `/explorer/address/0x…`). */
  href?: string;
}

/** A titled list of entries (e.g. the logs), each a small table of fields. */
export interface ExplorerSection {
  heading: string;
  entries: ExplorerField[][];
  /** Shown when there are no entries. */
  empty: string;
}

/**
 * What a chain family's lookup found for a hash or signature: plain data, so a lookup cannot inject markup and every
 * chain's page looks the same.
 */
export interface ExplorerView {
  /** The page's heading: Transaction, Address, Block, Order. */
  kind: string;
  title: string;
  fields: ExplorerField[];
  sections: ExplorerSection[];
}
