/** The account of the user on a chain of the given type. */
export function ownerForChainType(
  user: { userSWA: string; aptosAddress: string; solanaAddress: string },
  type: 'EVM' | 'APT' | 'SVM',
): string {
  if (type === 'EVM') return user.userSWA;
  if (type === 'APT') return user.aptosAddress;
  return user.solanaAddress;
}
