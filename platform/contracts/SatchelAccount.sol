// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {
    EXECUTOR,
    SIG_VALIDATION_FAILED,
    PackedUserOperation,
    environmentAddresses,
    ethSignedHash,
    hashUserOperation,
    recoverSigner
} from "./shared/UserOperations.sol";

/// @title SatchelAccount — every user's wallet (userSWA) on the platform's EVM chains: a smart account owned by the
///        user's ECDSA key and driven by the platform.
/// @dev Rules (docs/accounts.md):
/// - The platform's executor account is the only caller of `execute`, `executeBatch` and `deploy` (`onlyPlatform`,
///   decided in `_isPlatform`, one place). Each order is one transaction from the executor to one of them, so the
///   target sees `msg.sender` = this account and `tx.origin` = the executor.
/// - The owner (the address of the user's secp256k1 key, `GET /user-keys` `ecdsaPublicKey`) signs for the account:
///   `isValidSignature` (ERC-1271) accepts a 65-byte signature of the hash by the owner, nothing else.
/// - No constructor, no immutables: the platform places this runtime code at the user's derived address (as a
///   genesis allocation is placed) and writes the owner into storage in the same step, so the account is never
///   uninitialised and has no `initialize` anyone could call first.
///
/// Storage layout (ERC-7201 namespaced, so extensions — the ERC-4337 part of issue 41 — add their own namespaces
/// without clashing; slot 0 onwards is left unused):
/// - namespace `satchel.account` at
///   keccak256(abi.encode(uint256(keccak256("satchel.account")) - 1)) & ~bytes32(uint256(0xff))
///   = 0xaf89936b858ea5b918aeb4ade0aabaead2aa2e78956c01a9cb726d7f6d9f1b00: `AccountStorage`, whose first and only
///   field `owner` sits at that slot itself (the platform writes it there when it places the code).
/// - namespace `satchel.account.sessions` at
///   keccak256(abi.encode(uint256(keccak256("satchel.account.sessions")) - 1)) & ~bytes32(uint256(0xff))
///   = 0x0f5a0ebeb8bc17f9f43339fd66849ec646f0dc5d5b7bb8bfdd6ab6cf3b850800: `SessionStorage` (the ERC-4337 part).
///
/// ERC-4337 v0.7 (issue 41, docs/user-operations.md): the entry points of the chain it runs on (`environmentAddresses()`,
/// by `block.chainid`: the Satchel and the Okto set's) call `validateUserOp` and `executeUserOp`. A user operation is
/// signed by a session key (docs/protocol.md §10.4) the platform registered with `addSession` at the user's login.
contract SatchelAccount {
    /// @custom:storage-location erc7201:satchel.account
    struct AccountStorage {
        address owner;
    }

    /// @custom:storage-location erc7201:satchel.account.sessions
    struct SessionStorage {
        mapping(address key => uint48 validUntil) sessions;
    }

    bytes32 private constant ACCOUNT_STORAGE = 0xaf89936b858ea5b918aeb4ade0aabaead2aa2e78956c01a9cb726d7f6d9f1b00;
    bytes32 private constant SESSION_STORAGE = 0x0f5a0ebeb8bc17f9f43339fd66849ec646f0dc5d5b7bb8bfdd6ab6cf3b850800;

    /// ERC-1271's magic value (`isValidSignature.selector`) and its "no".
    bytes4 private constant VALID_SIGNATURE = 0x1626ba7e;
    bytes4 private constant INVALID_SIGNATURE = 0xffffffff;

    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    /// Native value the account sent (a call's or a deployment's), so that indexers and explorers see where it went.
    event ValueSent(address indexed to, uint256 value);

    /// A contract the account created with `deploy` (CREATE from this account: its address follows this account's
    /// nonce).
    event ContractDeployed(address indexed deployed);

    /// A session key may sign user operations for the account until `validUntil` (unix seconds).
    event SessionAdded(address indexed key, uint48 validUntil);
    event SessionRemoved(address indexed key);

    modifier onlyPlatform() {
        require(_isPlatform(msg.sender), "SatchelAccount: caller is not the platform");
        _;
    }

    modifier onlyEntryPoint() {
        require(_isEntryPoint(msg.sender), "SatchelAccount: caller is not the entry point");
        _;
    }

    /// Native value sent to the account (the faucet, another user) is accepted.
    receive() external payable {}

    /// Calls `target` with `value` and `data` as this account; a revert is re-raised with the target's revert data.
    /// Nothing is returned (the call's return data is not copied: every order pays for this frame).
    function execute(address target, uint256 value, bytes calldata data) external onlyPlatform {
        _call(target, value, data);
    }

    /// Several calls in order, all or nothing (the first revert is re-raised with its data).
    function executeBatch(Call[] calldata calls) external onlyPlatform {
        for (uint256 i = 0; i < calls.length; ++i) _call(calls[i].target, calls[i].value, calls[i].data);
    }

    /// Creates a contract from `initCode` with `value` (CREATE: the new address is derived from this account and
    /// its nonce); a reverting constructor is re-raised with its revert data.
    function deploy(uint256 value, bytes calldata initCode) external onlyPlatform returns (address deployed) {
        bytes memory code = initCode;
        assembly {
            deployed := create(value, add(code, 32), mload(code))
        }
        if (deployed == address(0)) {
            uint256 returned;
            assembly {
                returned := returndatasize()
            }
            require(returned > 0, "SatchelAccount: contract creation failed");
            _bubbleReturnData();
        }
        emit ContractDeployed(deployed);
        if (value > 0) emit ValueSent(deployed, value);
    }

    /// Registers (or re-dates) a session key: the platform does it when the user logs in (docs/user-operations.md).
    function addSession(address key, uint48 validUntil) external onlyPlatform {
        require(key != address(0), "SatchelAccount: session key is zero");
        require(validUntil != 0, "SatchelAccount: session validUntil is zero");
        _sessionStorage().sessions[key] = validUntil;
        emit SessionAdded(key, validUntil);
    }

    function removeSession(address key) external onlyPlatform {
        delete _sessionStorage().sessions[key];
        emit SessionRemoved(key);
    }

    /// When the session of `key` ends (unix seconds), 0 when there is none.
    function sessionValidUntil(address key) external view returns (uint48) {
        return _sessionStorage().sessions[key];
    }

    /// ERC-4337 v0.7: `userOp.signature` is an EIP-191 raw-32 signature of `userOpHash` by a registered session key
    /// → `validUntil << 160` (the entry point refuses it once the session has ended, AA22); anything else →
    /// SIG_VALIDATION_FAILED (AA24), never a revert. For the Okto set's entry point the hash an unmodified Okto client
    /// signs — the standard one with the `gasFees` halves swapped (platform/src/crypto/user-operation-hash.ts) — is
    /// accepted too: the entry point only knows the standard hash, so the account rebuilds the variant from the
    /// operation itself, bound to the same entry point and chain. Pays the entry point what it is missing.
    function validateUserOp(
        PackedUserOperation calldata userOp,
        bytes32 userOpHash,
        uint256 missingAccountFunds
    ) external onlyEntryPoint returns (uint256 validationData) {
        uint48 validUntil = _sessionOf(ethSignedHash(userOpHash), userOp.signature);
        if (validUntil == 0 && msg.sender == _oktoEntryPoint()) {
            bytes32 swapped = bytes32((uint256(userOp.gasFees) << 128) | (uint256(userOp.gasFees) >> 128));
            validUntil = _sessionOf(ethSignedHash(hashUserOperation(userOp, swapped, msg.sender)), userOp.signature);
        }
        validationData = validUntil == 0 ? SIG_VALIDATION_FAILED : uint256(validUntil) << 160;
        if (missingAccountFunds != 0) {
            // The entry point checks that it was paid (AA21); a failed payment is its to report.
            (bool paid, ) = payable(msg.sender).call{value: missingAccountFunds}("");
            paid;
        }
    }

    /// ERC-4337 v0.7's `executeUserOp`: `userOp.callData` is `abi.encode(bytes4 0x8dd7712f, address target,
    /// uint256 value, bytes data)` (docs/protocol.md §11.1); calls `target` with `value` and `data` as the account,
    /// re-raising a revert with the target's data. The tuple is read in place, its bounds checked (the compiler's
    /// decoder copied `data` to memory first); a callData that is not such a tuple reverts.
    function executeUserOp(PackedUserOperation calldata userOp, bytes32) external onlyEntryPoint {
        bytes calldata callData = userOp.callData;
        uint256 target;
        uint256 value;
        uint256 offset;
        uint256 length;
        assembly ("memory-safe") {
            target := calldataload(add(callData.offset, 32))
            value := calldataload(add(callData.offset, 64))
            offset := calldataload(add(callData.offset, 96))
            // Past callData's end (checked below) this reads other calldata or zeros: harmless, it is not used then.
            length := calldataload(add(callData.offset, offset))
        }
        require(
            callData.length >= 128 &&
                target >> 160 == 0 &&
                offset <= callData.length - 32 &&
                length <= callData.length - 32 - offset,
            "SatchelAccount: callData is not abi.encode(bytes4, address, uint256, bytes)"
        );
        _call(address(uint160(target)), value, callData[offset + 32:offset + 32 + length]);
    }

    /// ERC-1271: `0x1626ba7e` when `signature` is the owner's signature of `hash` (65 bytes r ‖ s ‖ v, v 27/28 or
    /// 0/1, low s), else `0xffffffff`. The hash is checked as given: Satchel's `signMessage` (EIP-191) and
    /// `signTypedData` (EIP-712) sign exactly the hash a verifier passes here.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        address signer = recoverSigner(hash, signature);
        return signer != address(0) && signer == owner() ? VALID_SIGNATURE : INVALID_SIGNATURE;
    }

    /// The address of the user's ECDSA key.
    function owner() public view returns (address) {
        return _accountStorage().owner;
    }

    /// Safe transfers of NFTs to the account are accepted (ERC-721, ERC-1155).
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(
        address,
        address,
        uint256[] calldata,
        uint256[] calldata,
        bytes calldata
    ) external pure returns (bytes4) {
        return this.onERC1155BatchReceived.selector;
    }

    /// ERC-165: ERC-165 itself, ERC-721 and ERC-1155 receivers.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x150b7a02 || interfaceId == 0x4e2312e0;
    }

    /// Who may make the account act: the platform's executor. The one place that decides it; an extension (the
    /// ERC-4337 entry point of issue 41) widens it by overriding.
    function _isPlatform(address caller) internal view virtual returns (bool) {
        return caller == EXECUTOR;
    }

    /// Which callers are ERC-4337 entry points: the two of the chain the account runs on (`environmentAddresses()`).
    function _isEntryPoint(address caller) internal view virtual returns (bool) {
        (address satchelEntryPoint, , address oktoEntryPoint, ) = environmentAddresses();
        return caller != address(0) && (caller == satchelEntryPoint || caller == oktoEntryPoint);
    }

    function _oktoEntryPoint() private view returns (address oktoEntryPoint) {
        (, , oktoEntryPoint, ) = environmentAddresses();
    }

    function _accountStorage() internal pure returns (AccountStorage storage s) {
        assembly {
            s.slot := ACCOUNT_STORAGE
        }
    }

    function _sessionStorage() private pure returns (SessionStorage storage s) {
        assembly {
            s.slot := SESSION_STORAGE
        }
    }

    /// The validUntil of the session key that signed `digest`, 0 when the signer has no session.
    function _sessionOf(bytes32 digest, bytes calldata signature) private view returns (uint48) {
        address signer = recoverSigner(digest, signature);
        return signer == address(0) ? 0 : _sessionStorage().sessions[signer];
    }

    function _call(address target, uint256 value, bytes calldata data) private {
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            calldatacopy(ptr, data.offset, data.length)
            if iszero(call(gas(), target, value, ptr, data.length, 0, 0)) {
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
        }
        if (value > 0) emit ValueSent(target, value);
    }

    /// Reverts with the last call's revert data, as it was.
    function _bubbleReturnData() private pure {
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            returndatacopy(ptr, 0, returndatasize())
            revert(ptr, returndatasize())
        }
    }
}
