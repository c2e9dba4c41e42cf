import type { PlatformContext } from '../context.js';

export interface FaucetUser {
  userId: string;
  userSWA: string;
  aptosAddress: string;
  solanaAddress: string;
}

export interface FaucetBalance {
  caip2Id: string;
  tokenAddress: string;
  owner: string;
  amount: string;
}

interface TokenRow {
  token_id: string;
  caip_id: string;
  type: 'EVM' | 'APT' | 'SVM';
  address: string;
  faucet_amount: string;
}

/** The account of the user on a chain of the given type. */
export function ownerForChainType(user: FaucetUser, type: 'EVM' | 'APT' | 'SVM'): string {
  if (type === 'EVM') return user.userSWA;
  if (type === 'APT') return user.aptosAddress;
  return user.solanaAddress;
}

/**
 * Credits each token's faucet_amount to the user's account on its chain (every seeded chain, or only caip2Id),
 * in one transaction; returns the new balances (smallest unit).
 */
export function fundUser(ctx: PlatformContext, user: FaucetUser, caip2Id?: string): FaucetBalance[] {
  const tokens = ctx.db
    .prepare(
      `SELECT t.token_id, n.caip_id, n.type, t.address, t.faucet_amount
       FROM tokens t JOIN networks n ON n.network_id = t.network_id
       WHERE (? IS NULL OR n.caip_key = ?) ORDER BY n.caip_key, t.address_key`,
    )
    .all(caip2Id?.toLowerCase() ?? null, caip2Id?.toLowerCase() ?? null) as TokenRow[];
  const read = ctx.db.prepare('SELECT amount FROM balances WHERE owner_key = ? AND token_id = ?');
  const write = ctx.db.prepare(
    `INSERT INTO balances (owner_key, token_id, amount) VALUES (?, ?, ?)
     ON CONFLICT (owner_key, token_id) DO UPDATE SET amount = excluded.amount`,
  );
  return ctx.db.transaction(() =>
    tokens.map((t) => {
      const owner = ownerForChainType(user, t.type);
      const ownerKey = owner.toLowerCase();
      const current = (read.get(ownerKey, t.token_id) as { amount: string } | undefined)?.amount ?? '0';
      const amount = (BigInt(current) + BigInt(t.faucet_amount)).toString();
      write.run(ownerKey, t.token_id, amount);
      return { caip2Id: t.caip_id, tokenAddress: t.address, owner, amount };
    }),
  )();
}
