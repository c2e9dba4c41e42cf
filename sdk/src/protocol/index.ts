export { getEnvConfig, type EnvConfig, type EnvOverrides } from './env-config.js';
export { createAuthToken, type AuthTokenArgs } from './auth-token.js';
export { signClientPayload } from './client-payload-signature.js';
export type {
  ClientSigner,
  ClientSignPayload,
  SignableMessage,
} from './client-signer/client-signer-types.js';
export {
  clientSignMessage,
  sessionAuthorizationHash,
  signAsClient,
} from './client-signer/client-sign-message.js';
export { clientSignerFromKey } from './client-signer/client-signer-from-key.js';
export {
  otpData,
  OTP_PATHS,
  type OtpBase,
  type EmailArgs,
  type WhatsAppArgs,
  type WithToken,
  type WithOtp,
} from './otp-data.js';
export { buildOtpBody, type OtpBody } from './otp-body.js';
export { generatePaymasterData, type PaymasterDataArgs } from './paymaster-data.js';
export { paymasterValidUntil } from './paymaster-valid-until.js';
export {
  buildAuthenticateRequest,
  type AuthenticateRequest,
  type AuthenticateRequestArgs,
} from './authenticate-request.js';
export { createClientJwt, type ClientJwtArgs } from './client-jwt.js';
export { toJobParameters } from './job-parameters/to-job-parameters.js';
export { encodeJobParameters } from './job-parameters/encode-job-parameters.js';
export { JP_COMPONENTS, jobParametersType, gsnDataType } from './job-parameters/jp-abi.js';
export { toAptosJsonArgument, type AptosJsonArgument } from './job-parameters/aptos-argument.js';
export type {
  JobParameters,
  JobParametersByIntent,
  TokenTransferJP,
  NftTransferJP,
  NftCreateCollectionJP,
  NftMintJP,
  RawTransactionJP,
} from './job-parameters/job-parameters-types.js';
export { buildCallData, type CallDataArgs } from './call-data.js';
export { buildUserOperation, type UserOperationArgs } from './user-operation/build-user-operation.js';
export { packUserOp } from './user-operation/pack-user-op.js';
export { getUserOpHash, type UserOpHashContext } from './user-operation/user-op-hash.js';
export { signUserOpWith } from './user-operation/sign-user-op.js';
export type {
  UnsignedUserOperation,
  SignedUserOperation,
  PackedUserOperation,
} from './user-operation/user-operation-types.js';
export { toEstimateDetails, type EstimateIntentType } from './estimate/estimate-details.js';
export {
  buildEstimatePayload,
  type EstimatePayload,
  type EstimatePayloadArgs,
} from './estimate/estimate-payload.js';
export { estimateRequest, ESTIMATE_PATH, type EstimateRequest } from './estimate/estimate-request.js';
export {
  buildSignMessageRequest,
  type SignMessageMethod,
  type SignMessageRequest,
  type SignMessageRequestArgs,
} from './sign-message/sign-message-request.js';
export { typedDataToMessage } from './sign-message/typed-data-to-message.js';
export { canonicalJson } from './sign-message/canonical-json.js';
