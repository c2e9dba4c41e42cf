// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {
    EXECUTOR,
    SIG_VALIDATION_FAILED,
    EnvironmentSet,
    PackedUserOperation,
    PostOpMode,
    environmentSet,
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
/// is the one of its own address set on the chain it runs on (`environmentSet()` by `block.chainid`, matched by
/// `address(this)`); placed anywhere else it has none and its entry-point members revert. docs/user-operations.md.
contract SatchelPaymaster {
    mapping(address clientSWA => mapping(address signer => bool)) private _signers;
    mapping(address clientSWA => uint256) private _sponsored;

    event ClientSignerSet(address indexed clientSWA, address indexed signer, bool allowed);
    /// The gas the paymaster paid for a client's operation (postOp), and whether the operation succeeded.
    event GasSponsored(address indexed clientSWA, address indexed sender, bool opSucceeded, uint256 actualGasCost);

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

    /// What the paymaster has paid for `clientSWA`'s operations so far (wei).
    function sponsored(address clientSWA) external view returns (uint256) {
        return _sponsored[clientSWA];
    }

    /// ERC-4337 v0.7. `paymasterAndData[52:]` = `abi.encode(address clientSWA, uint48 validUntil, uint48 validAfter,
    /// bytes sig)`, exactly 256 bytes (§9.3), else a revert (AA33). The signature is EIP-191 raw-32 over
    /// keccak256(encodePacked(bytes32 nonce, clientSWA, validUntil, validAfter)) (§9.2) with the operation's nonce;
    /// a signer not registered for clientSWA fails the signature (AA34), never a revert. The window goes back to
    /// the entry point (AA32). The context is the clientSWA and the sender, for postOp.
    function validatePaymasterUserOp(
        PackedUserOperation calldata userOp,
        bytes32,
        uint256
    ) external view onlyEntryPoint returns (bytes memory context, uint256 validationData) {
        require(userOp.paymasterAndData.length == 52 + 256, "SatchelPaymaster: paymasterData must be 256 bytes");
        (address clientSWA, uint48 validUntil, uint48 validAfter, bytes memory sig) = abi.decode(
            userOp.paymasterAndData[52:],
            (address, uint48, uint48, bytes)
        );
        bytes32 pmHash = keccak256(abi.encodePacked(bytes32(userOp.nonce), clientSWA, validUntil, validAfter));
        address signer = recoverSigner(ethSignedHash(pmHash), sig);
        uint256 sigFailed = signer != address(0) && _signers[clientSWA][signer] ? 0 : SIG_VALIDATION_FAILED;
        validationData = sigFailed | (uint256(validUntil) << 160) | (uint256(validAfter) << 208);
        context = abi.encode(clientSWA, userOp.sender);
    }

    /// ERC-4337 v0.7: records what the operation cost the paymaster.
    function postOp(
        PostOpMode mode,
        bytes calldata context,
        uint256 actualGasCost,
        uint256
    ) external onlyEntryPoint {
        (address clientSWA, address sender) = abi.decode(context, (address, address));
        _sponsored[clientSWA] += actualGasCost;
        emit GasSponsored(clientSWA, sender, mode == PostOpMode.opSucceeded, actualGasCost);
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
        EnvironmentSet memory set = environmentSet();
        if (address(this) == set.satchelPaymaster) return set.satchelEntryPoint;
        if (address(this) == set.oktoPaymaster) return set.oktoEntryPoint;
        return address(0);
    }

    function _requireEntryPoint() private view returns (address entryPoint) {
        entryPoint = _entryPoint();
        require(entryPoint != address(0), "SatchelPaymaster: not placed at an environment's paymaster");
    }
}
