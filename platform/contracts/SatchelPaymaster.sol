// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {
    EXECUTOR,
    SIG_VALIDATION_FAILED,
    PackedUserOperation,
    environmentAddresses,
    ethSignedHash,
    recoverSigner
} from "./shared/UserOperations.sol";

/// The entry point's deposit members the paymaster uses (SatchelEntryPoint).
interface IEntryPointDeposits {
    function depositTo(address account) external payable;

    function balanceOf(address account) external view returns (uint256);

    function withdrawTo(address payable withdrawAddress, uint256 amount) external;
}

/// @title SatchelPaymaster — the environment's ERC-4337 v0.7 paymaster: it pays for a user operation whose paymaster
///        data (docs/protocol.md §9) is signed by a signer the platform registered for the client.
/// @dev Placed at each environment's `paymaster` (both address sets); no constructor, no immutables. Its entry point
/// is the one of its own address set on the chain it runs on (`environmentAddresses()` by `block.chainid`, matched by
/// `address(this)`); placed anywhere else it has none and its entry-point members revert. It has no `postOp`: its
/// context is empty, so the entry point never calls one (ERC-4337), and what it paid for an operation is the
/// entry point's UserOperationEvent (`paymaster`, `actualGasCost`). docs/user-operations.md.
contract SatchelPaymaster {
    mapping(address clientSWA => mapping(address signer => bool)) private _signers;

    event ClientSignerSet(address indexed clientSWA, address indexed signer, bool allowed);

    modifier onlyPlatform() {
        require(msg.sender == EXECUTOR, "SatchelPaymaster: caller is not the platform");
        _;
    }

    modifier onlyEntryPoint() {
        address entryPoint = _entryPoint();
        require(entryPoint != address(0) && msg.sender == entryPoint, "SatchelPaymaster: caller is not the entry point");
        _;
    }

    /// Allows or revokes a signer of `clientSWA`'s paymaster data (the client's key, docs/protocol.md §5.2).
    function setClientSigner(address clientSWA, address signer, bool allowed) external onlyPlatform {
        _signers[clientSWA][signer] = allowed;
        emit ClientSignerSet(clientSWA, signer, allowed);
    }

    function isClientSigner(address clientSWA, address signer) external view returns (bool) {
        return _signers[clientSWA][signer];
    }

    /// ERC-4337 v0.7. `paymasterAndData[52:]` = `abi.encode(address clientSWA, uint48 validUntil, uint48 validAfter,
    /// bytes sig)`, exactly 256 bytes in its canonical layout (§9.3: the signature's offset 0x80, its length at most
    /// the 96 bytes left), else a revert (AA33). The signature is EIP-191 raw-32 over
    /// keccak256(encodePacked(bytes32 nonce, clientSWA, validUntil, validAfter)) (§9.2) with the operation's nonce;
    /// a signer not registered for clientSWA fails the signature (AA34), never a revert. The window goes back to
    /// the entry point (AA32). The context is empty: no postOp.
    /// The data is read in place (the compiler's decoder copied it to memory: a third of this frame's steps).
    function validatePaymasterUserOp(
        PackedUserOperation calldata userOp,
        bytes32,
        uint256
    ) external view onlyEntryPoint returns (bytes memory context, uint256 validationData) {
        bytes calldata data = userOp.paymasterAndData;
        require(data.length == 52 + 256, "SatchelPaymaster: paymasterData must be 256 bytes");
        uint256 clientSWA;
        uint256 validUntil;
        uint256 validAfter;
        uint256 sigOffset;
        uint256 sigLength;
        assembly ("memory-safe") {
            let head := add(data.offset, 52)
            clientSWA := calldataload(head)
            validUntil := calldataload(add(head, 32))
            validAfter := calldataload(add(head, 64))
            sigOffset := calldataload(add(head, 96))
            sigLength := calldataload(add(head, 128))
        }
        require(
            ((clientSWA >> 160) | (validUntil >> 48) | (validAfter >> 48)) == 0 && sigOffset == 128 && sigLength <= 96,
            "SatchelPaymaster: paymasterData is not abi.encode(address, uint48, uint48, bytes)"
        );
        bytes32 pmHash;
        uint256 nonce = userOp.nonce;
        assembly ("memory-safe") {
            // encodePacked(bytes32, address, uint48, uint48): 32 + 20 + 6 + 6 bytes, past the free memory pointer.
            let m := mload(0x40)
            mstore(m, nonce)
            mstore(add(m, 32), shl(96, clientSWA))
            mstore(add(m, 52), shl(208, validUntil))
            mstore(add(m, 58), shl(208, validAfter))
            pmHash := keccak256(m, 64)
        }
        address signer = recoverSigner(ethSignedHash(pmHash), data[52 + 160:52 + 160 + sigLength]);
        uint256 sigFailed = signer != address(0) && _signers[address(uint160(clientSWA))][signer]
            ? 0
            : SIG_VALIDATION_FAILED;
        validationData = sigFailed | (validUntil << 160) | (validAfter << 208);
        context = "";
    }

    /// Adds the value to the paymaster's deposit at its entry point (anyone may fund it).
    function deposit() external payable {
        IEntryPointDeposits(_requireEntryPoint()).depositTo{value: msg.value}(address(this));
    }

    /// The paymaster's deposit at its entry point.
    function getDeposit() external view returns (uint256) {
        return IEntryPointDeposits(_requireEntryPoint()).balanceOf(address(this));
    }

    /// Withdraws from the deposit (the platform only).
    function withdrawTo(address payable withdrawAddress, uint256 amount) external onlyPlatform {
        IEntryPointDeposits(_requireEntryPoint()).withdrawTo(withdrawAddress, amount);
    }

    /// The entry point of this paymaster's address set on this chain, the zero address where it has none.
    function _entryPoint() private view returns (address) {
        (address satchelEntryPoint, address satchelPaymaster, address oktoEntryPoint, address oktoPaymaster) =
            environmentAddresses();
        if (address(this) == satchelPaymaster) return satchelEntryPoint;
        if (address(this) == oktoPaymaster) return oktoEntryPoint;
        return address(0);
    }

    function _requireEntryPoint() private view returns (address entryPoint) {
        entryPoint = _entryPoint();
        require(entryPoint != address(0), "SatchelPaymaster: not placed at an environment's paymaster");
    }
}
