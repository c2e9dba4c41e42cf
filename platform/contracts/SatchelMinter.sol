// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title SatchelMinter — the code of the platform's minter account, so that the faucet funds a user on a chain in
///        one transaction.
/// @dev The seeded tokens and collections name the minter account as their minter. Once they are initialized (the
/// minter's own transactions), the platform places this runtime code at the minter's address, as a genesis
/// allocation (an account with code sends no transaction, EIP-3607). The faucet account then calls `fund`: the value
/// goes to the user and each call (a mint) runs with the minter as its caller. No constructor, no storage.
contract SatchelMinter {
    /// The platform's faucet account (the last 20 bytes of keccak256("satchel:evm:faucet")): the only caller.
    address private constant FAUCET = 0xE051279EDC0Aa6325cec4EDeE1287B6afB55b01A;

    struct Call {
        address target;
        bytes callData;
    }

    /// The value `fund` passed on, so that indexers and explorers see where it went.
    event ValueForwarded(address indexed to, uint256 value);

    /// Sends the value received to `to`, then runs each call as the minter; any failure reverts everything, with
    /// the failing call's revert data.
    function fund(address payable to, Call[] calldata calls) external payable {
        require(msg.sender == FAUCET, "SatchelMinter: caller is not the faucet");
        if (msg.value > 0) {
            (bool sent, ) = to.call{value: msg.value}("");
            require(sent, "SatchelMinter: value transfer failed");
            emit ValueForwarded(to, msg.value);
        }
        for (uint256 i = 0; i < calls.length; i++) {
            require(calls[i].target.code.length > 0, "SatchelMinter: call to an account without code");
            (bool ok, bytes memory result) = calls[i].target.call(calls[i].callData);
            if (!ok) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }
}
