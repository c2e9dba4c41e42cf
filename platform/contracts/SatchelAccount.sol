// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

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
contract SatchelAccount {
    /// The platform's executor account (the last 20 bytes of keccak256("satchel:evm:executor")).
    address private constant EXECUTOR = 0x0eB7436a518C49619c3480A0076bD7457567fea2;

    /// @custom:storage-location erc7201:satchel.account
    struct AccountStorage {
        address owner;
    }

    bytes32 private constant ACCOUNT_STORAGE = 0xaf89936b858ea5b918aeb4ade0aabaead2aa2e78956c01a9cb726d7f6d9f1b00;

    /// ERC-1271's magic value (`isValidSignature.selector`) and its "no".
    bytes4 private constant VALID_SIGNATURE = 0x1626ba7e;
    bytes4 private constant INVALID_SIGNATURE = 0xffffffff;

    /// secp256k1's order / 2: a larger `s` is the malleable twin of a valid signature (EIP-2).
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

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

    modifier onlyPlatform() {
        require(_isPlatform(msg.sender), "SatchelAccount: caller is not the platform");
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

    /// ERC-1271: `0x1626ba7e` when `signature` is the owner's signature of `hash` (65 bytes r ‖ s ‖ v, v 27/28 or
    /// 0/1, low s), else `0xffffffff`. The hash is checked as given: Satchel's `signMessage` (EIP-191) and
    /// `signTypedData` (EIP-712) sign exactly the hash a verifier passes here.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        address signer = _recover(hash, signature);
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

    function _accountStorage() internal pure returns (AccountStorage storage s) {
        assembly {
            s.slot := ACCOUNT_STORAGE
        }
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

    /// The signer of `hash`, or the zero address for a malformed or malleable signature.
    function _recover(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if ((v != 27 && v != 28) || uint256(s) > HALF_ORDER) return address(0);
        return ecrecover(hash, v, r, s);
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
