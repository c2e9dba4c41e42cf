// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IFaucetToken {
    function balanceOf(address account) external view returns (uint256);

    /// SatchelToken's `mint(to, amount)` and SatchelCollection721's `mint(to, tokenId)`: the same ABI.
    function mint(address to, uint256 amountOrId) external;
}

interface IFaucetCollection1155 {
    function mint(address to, uint256 id, uint256 amount) external;
}

/// @title SatchelMinter — the code of the platform's minter account: the faucet, claimed by a user's wallet.
/// @dev The seeded tokens and collections name the minter account as their minter. Once they are initialized (the
/// minter's own transactions), the platform places this runtime code at the minter's address with its configuration
/// in storage and a native balance, as a genesis allocation (an account with code sends no transaction, EIP-3607).
/// The faucet is then a call from the user's wallet (docs/accounts.md): the platform's executor calls the wallet's
/// `execute(minter, 0, claim())`, so here `msg.sender` is the wallet and `tx.origin` the executor. No constructor.
contract SatchelMinter {
    /// The platform's executor (the last 20 bytes of keccak256("satchel:evm:executor")): the only sender of the
    /// transactions that make wallets act.
    address private constant EXECUTOR = 0x0eB7436a518C49619c3480A0076bD7457567fea2;

    /// What the faucet hands out on this chain, written by the platform when it places the code
    /// (platform/src/evm/place-minter.ts computes the same slots).
    /// @custom:storage-location erc7201:satchel.minter
    struct Faucet {
        /// Runtime code hashes of the platform's wallets (SatchelAccount as placed at the userSWAs).
        mapping(bytes32 => bool) walletCode;
        /// The tokens topped up, in order; address(0) is the native token.
        address[] tokens;
        /// The balance each token is topped up to (smallest unit).
        mapping(address => uint256) amount;
        /// The welcome NFTs, on the chain that has them (zero elsewhere): one ERC-721 with the next id...
        address welcome721;
        uint256 lastWelcomeId;
        /// ...and `badgeQuantity` of the ERC-1155 `badgeId`.
        address welcome1155;
        uint256 badgeId;
        uint256 badgeQuantity;
        /// Wallets that got the welcome NFTs.
        mapping(address => bool) welcomed;
    }

    /// keccak256(abi.encode(uint256(keccak256("satchel.minter")) - 1)) & ~bytes32(uint256(0xff)) (ERC-7201).
    bytes32 private constant FAUCET_SLOT = 0xcb7bb2b811f6b3cb57f04acb1af8ca6ffc39a552d46bd8f7d41cb5ffc1f2bd00;

    /// Native value sent from the minter's balance, so that indexers and explorers see where it went.
    event ValueForwarded(address indexed to, uint256 value);

    /// The one rule of who may claim: a platform wallet (its code is a wallet's, so only the platform's executor can
    /// make it act, and a copy of that code elsewhere is never called by the executor) in a transaction of the
    /// executor. Another contract, an externally owned account, or a wallet driven by anyone else may not.
    function _mayClaim(address claimer) private view returns (bool) {
        return tx.origin == EXECUTOR && _faucet().walletCode[claimer.codehash];
    }

    /// Tops the calling wallet up to each token's amount (native from the minter's balance, tokens minted) and, on
    /// the chain with the welcome NFTs, mints them once per wallet. A wallet at or above every amount and already
    /// welcomed gets nothing (and the call succeeds). Any failure reverts everything with its revert data.
    function claim() external {
        require(_mayClaim(msg.sender), "SatchelMinter: caller is not a platform wallet");
        Faucet storage f = _faucet();
        address wallet = msg.sender;
        for (uint256 i = 0; i < f.tokens.length; i++) {
            address token = f.tokens[i];
            uint256 target = f.amount[token];
            uint256 held = _held(token, wallet);
            if (held >= target) continue;
            if (token == address(0)) {
                (bool sent, bytes memory reason) = payable(wallet).call{value: target - held}("");
                if (!sent) _reraise(reason);
                emit ValueForwarded(wallet, target - held);
            } else {
                IFaucetToken(token).mint(wallet, target - held);
            }
        }
        if (_welcomeDue(f, wallet)) {
            f.welcomed[wallet] = true;
            uint256 id = ++f.lastWelcomeId;
            IFaucetToken(f.welcome721).mint(wallet, id);
            IFaucetCollection1155(f.welcome1155).mint(wallet, f.badgeId, f.badgeQuantity);
        }
    }

    /// What `claim` would do for `wallet` now: each token (address(0): native), what the wallet holds and the amount
    /// it is topped up to, and whether the welcome NFTs are due. The platform asks this before it claims.
    function due(
        address wallet
    ) external view returns (address[] memory tokens, uint256[] memory held, uint256[] memory amounts, bool welcome) {
        Faucet storage f = _faucet();
        tokens = f.tokens;
        held = new uint256[](tokens.length);
        amounts = new uint256[](tokens.length);
        for (uint256 i = 0; i < tokens.length; i++) {
            held[i] = _held(tokens[i], wallet);
            amounts[i] = f.amount[tokens[i]];
        }
        welcome = _welcomeDue(f, wallet);
    }

    /// Whether `claimer` may claim in this transaction (the rule of `claim`).
    function mayClaim(address claimer) external view returns (bool) {
        return _mayClaim(claimer);
    }

    function _held(address token, address wallet) private view returns (uint256) {
        return token == address(0) ? wallet.balance : IFaucetToken(token).balanceOf(wallet);
    }

    function _welcomeDue(Faucet storage f, address wallet) private view returns (bool) {
        return f.welcome721 != address(0) && !f.welcomed[wallet];
    }

    function _faucet() private pure returns (Faucet storage f) {
        bytes32 slot = FAUCET_SLOT;
        assembly {
            f.slot := slot
        }
    }

    function _reraise(bytes memory reason) private pure {
        if (reason.length == 0) revert("SatchelMinter: value transfer failed");
        assembly {
            revert(add(reason, 32), mload(reason))
        }
    }
}
