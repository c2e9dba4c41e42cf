/** Placeholders of the docs, curl examples and Postman collection (never used as defaults). */
export const EXAMPLE_SESSION = {
  sessionPrivKey: '<sessionConfig.sessionPrivKey from api/auth/authenticate>',
  sessionPubKey: '<sessionConfig.sessionPubKey>',
  userSWA: '<sessionConfig.userSWA>',
};

export const EXAMPLE_USER_OP = '<data of a createUserOp, or data.userOps of an estimate>';
