// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IERC1155Receiver {
    function onERC1155Received(
        address operator,
        address from,
        uint256 id,
        uint256 value,
        bytes calldata data
    ) external returns (bytes4);

    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title SatchelCollection1155 — the seeded world's ERC-1155 collections on the local EVM chains.
/// @dev No constructor and no immutables: the platform places the runtime code at the seeded collection addresses
/// and then calls `initialize` once.
contract SatchelCollection1155 {
    event TransferSingle(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256 id,
        uint256 value
    );
    event TransferBatch(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256[] ids,
        uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    string private _uri;
    address private _minter;
    bool private _initialized;
    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) private _operatorApprovals;

    function initialize(string calldata uri_, address minter_) external {
        require(!_initialized, "SatchelCollection1155: already initialized");
        require(minter_ != address(0), "SatchelCollection1155: minter is the zero address");
        _initialized = true;
        _uri = uri_;
        _minter = minter_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0xd9b67a26 || // ERC-1155
            interfaceId == 0x0e89341c; // ERC-1155 metadata URI
    }

    /// @dev The same URI for every id: ERC-1155 clients substitute `{id}` themselves (ERC-1155 metadata).
    function uri(uint256) external view returns (string memory) {
        return _uri;
    }

    function minter() external view returns (address) {
        return _minter;
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        require(account != address(0), "ERC1155: address zero is not a valid owner");
        return _balances[id][account];
    }

    function balanceOfBatch(
        address[] calldata accounts,
        uint256[] calldata ids
    ) external view returns (uint256[] memory balances) {
        require(accounts.length == ids.length, "ERC1155: accounts and ids length mismatch");
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; ++i) balances[i] = balanceOf(accounts[i], ids[i]);
    }

    function setApprovalForAll(address operator, bool approved) external {
        require(operator != msg.sender, "ERC1155: setting approval status for self");
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address account, address operator) public view returns (bool) {
        return _operatorApprovals[account][operator];
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata data) external {
        _requireOwnerOrApproved(from);
        require(to != address(0), "ERC1155: transfer to the zero address");
        _move(from, to, id, amount);
        emit TransferSingle(msg.sender, from, to, id, amount);
        _checkReceiver(from, to, id, amount, data);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata data
    ) external {
        _requireOwnerOrApproved(from);
        require(ids.length == amounts.length, "ERC1155: ids and amounts length mismatch");
        require(to != address(0), "ERC1155: transfer to the zero address");
        for (uint256 i = 0; i < ids.length; ++i) _move(from, to, ids[i], amounts[i]);
        emit TransferBatch(msg.sender, from, to, ids, amounts);
        _checkBatchReceiver(from, to, ids, amounts, data);
    }

    function mint(address to, uint256 id, uint256 amount) external {
        require(msg.sender == _minter, "SatchelCollection1155: caller is not the minter");
        require(to != address(0), "ERC1155: mint to the zero address");
        _balances[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
        _checkReceiver(address(0), to, id, amount, "");
    }

    function _requireOwnerOrApproved(address from) private view {
        require(
            from == msg.sender || isApprovedForAll(from, msg.sender),
            "ERC1155: caller is not token owner or approved"
        );
    }

    function _move(address from, address to, uint256 id, uint256 amount) private {
        uint256 balance = _balances[id][from];
        require(balance >= amount, "ERC1155: insufficient balance for transfer");
        unchecked {
            _balances[id][from] = balance - amount;
        }
        _balances[id][to] += amount;
    }

    function _checkReceiver(address from, address to, uint256 id, uint256 amount, bytes memory data) private {
        if (to.code.length == 0) return;
        try IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, amount, data) returns (bytes4 retval) {
            require(retval == IERC1155Receiver.onERC1155Received.selector, "ERC1155: ERC1155Receiver rejected tokens");
        } catch (bytes memory reason) {
            _bubble(reason);
        }
    }

    function _checkBatchReceiver(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata data
    ) private {
        if (to.code.length == 0) return;
        try IERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, amounts, data) returns (
            bytes4 retval
        ) {
            require(
                retval == IERC1155Receiver.onERC1155BatchReceived.selector,
                "ERC1155: ERC1155Receiver rejected tokens"
            );
        } catch (bytes memory reason) {
            _bubble(reason);
        }
    }

    /// @dev Re-raises a receiver's revert reason unchanged, or a clear one when it gave none (no hook at all).
    function _bubble(bytes memory reason) private pure {
        if (reason.length == 0) revert("ERC1155: transfer to non-ERC1155Receiver implementer");
        assembly {
            revert(add(32, reason), mload(reason))
        }
    }
}
