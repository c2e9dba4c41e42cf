/** The explorer's own pages, linked from one another. */
export const addressPage = (address: string) => `/explorer/address/${address}`;
export const blockPage = (caip2Id: string, number: bigint | number) => `/explorer/block/${caip2Id}/${number}`;
export const orderPage = (intentId: string) => `/explorer/order/${intentId}`;
export const transactionPage = (hash: string) => `/explorer/tx/${hash}`;
export const userOperationPage = (userOpHash: string) => `/explorer/userop/${userOpHash}`;
