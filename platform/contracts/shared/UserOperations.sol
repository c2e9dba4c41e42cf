// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

// What the ERC-4337 v0.7 contracts of issue 41 share (docs/user-operations.md, docs/protocol.md §2.1, §10): the
// packed operation, the post-operation mode, the environments' addresses on their chains, the platform's executor,
// and signature recovery. A source under contracts/shared/ has no artifact of its own.

/// ERC-4337 v0.7's packed user operation (docs/protocol.md §10.2).
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// ERC-4337 v0.7's `postOp` mode: the operation's execution succeeded or reverted (`postOpReverted` is never passed
/// to a paymaster; the ERC keeps it for the entry point's own bookkeeping).
enum PostOpMode {
    opSucceeded,
    opReverted,
    postOpReverted
}

// The platform's executor account (the last 20 bytes of keccak256("satchel:evm:executor")), docs/accounts.md.
address constant EXECUTOR = 0x0eB7436a518C49619c3480A0076bD7457567fea2;

// secp256k1's order / 2: a larger `s` is the malleable twin of a valid signature (EIP-2).
uint256 constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

// ERC-4337's "signature failed" validation data.
uint256 constant SIG_VALIDATION_FAILED = 1;

/// The environments' addresses on the environment's own chain (docs/protocol.md §2.1 for the Satchel set,
/// platform/src/okto/okto-addresses.ts for the Okto set), chosen by `block.chainid`: staging 124736089, sandbox
/// 1802466136, production 8088. On any other chain there is no entry point (all zero). Answered on the stack, not as
/// a memory struct: the paymaster and the wallet ask it on every operation (bench/RESULTS.md, issue 41).
function environmentAddresses()
    view
    returns (address satchelEntryPoint, address satchelPaymaster, address oktoEntryPoint, address oktoPaymaster)
{
    uint256 id = block.chainid;
    if (id == 1802466136) {
        return (
            0x48Fd3c7115c889004dC3CA1dD873A94298A59782,
            0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA,
            0xCa5b1b0d3893b5152014fD5B519FF50f7C40f9da,
            0x74324fA6Fa67b833dfdea4C1b3A9898574d076e3
        );
    }
    if (id == 124736089) {
        return (
            0xB87eB2E70177f8232b3a94e0E54f7102FAdaA4E1,
            0xcDD332662f95581f50c14a5C84b23b072312C79f,
            0x322eF240AD89d19a50Ca092CF70De9603bf6778E,
            0xc2D31Cdc6EFd02F85Ab943c4587f8D60E6E15F9c
        );
    }
    if (id == 8088) {
        return (
            0xc160843c90fC3E4981D635EeF2aF171b224e94aD,
            0x6F52929045Aa61384B8Cb3e225B1428601223baa,
            0x0b643Bcd21a72b10075F1938Ebebba6E077A1742,
            0xB0E2BD2EFb99F982F8cCB8e6737A572B3B0eCE11
        );
    }
}

/// docs/protocol.md §10.3 with `gasFees` as given (the standard hash passes the operation's own; the Okto client's
/// variant passes its halves swapped), `entryPoint` and `block.chainid`.
function hashUserOperation(
    PackedUserOperation calldata op,
    bytes32 gasFees,
    address entryPoint
) view returns (bytes32) {
    bytes32 inner = keccak256(
        abi.encode(
            op.sender,
            op.nonce,
            keccak256(op.initCode),
            keccak256(op.callData),
            op.accountGasLimits,
            op.preVerificationGas,
            gasFees,
            keccak256(op.paymasterAndData)
        )
    );
    return keccak256(abi.encode(inner, entryPoint, block.chainid));
}

/// EIP-191 raw-32 (docs/protocol.md §1.6): the hash a `signMessage({ message: { raw: hash } })` signature is over.
function ethSignedHash(bytes32 hash) pure returns (bytes32 digest) {
    assembly ("memory-safe") {
        mstore(0, "\x19Ethereum Signed Message:\n32")
        mstore(28, hash)
        digest := keccak256(0, 60)
    }
}

/// The signer of `hash` for a 65-byte signature r ‖ s ‖ v (v 27/28 or 0/1, low s), or the zero address for a
/// malformed or malleable one. Read where it is, in calldata (every caller's signature is), without a copy.
function recoverSigner(bytes32 hash, bytes calldata signature) pure returns (address) {
    if (signature.length != 65) return address(0);
    bytes32 r;
    bytes32 s;
    uint8 v;
    assembly ("memory-safe") {
        r := calldataload(signature.offset)
        s := calldataload(add(signature.offset, 32))
        v := byte(0, calldataload(add(signature.offset, 64)))
    }
    if (v < 27) v += 27;
    if ((v != 27 && v != 28) || uint256(s) > HALF_ORDER) return address(0);
    return ecrecover(hash, v, r, s);
}
