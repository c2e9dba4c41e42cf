// Types for compile-contracts.mjs, imported by the TypeScript tests.
export interface ContractArtifact {
  /** Path of the artifact relative to platform/, e.g. `src/evm/artifacts/satchel-token.ts`. */
  path: string;
  /** The artifact's text, formatted with the repo's prettier config. */
  text: string;
}

export declare const SOLC_SETTINGS: Record<string, unknown>;

export declare class ContractsCompileError extends Error {
  shortMessage: string;
  details: string;
}

export declare function compileContracts(): Promise<ContractArtifact[]>;

export declare function solcVersion(): string;
