// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IERC721Receiver {
    function onERC721Received(
        address operator,
        address from,
        uint256 tokenId,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title SatchelCollection721 — the seeded world's ERC-721 collections (with metadata) on the local EVM chains.
/// @dev No constructor and no immutables: the platform places the runtime code at the seeded collection addresses
/// and then calls `initialize` once.
contract SatchelCollection721 {
    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    string private _name;
    string private _symbol;
    string private _baseURI;
    address private _minter;
    bool private _initialized;
    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;

    function initialize(
        string calldata name_,
        string calldata symbol_,
        string calldata baseURI_,
        address minter_
    ) external {
        require(!_initialized, "SatchelCollection721: already initialized");
        require(minter_ != address(0), "SatchelCollection721: minter is the zero address");
        _initialized = true;
        _name = name_;
        _symbol = symbol_;
        _baseURI = baseURI_;
        _minter = minter_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x80ac58cd || // ERC-721
            interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function name() external view returns (string memory) {
        return _name;
    }

    function symbol() external view returns (string memory) {
        return _symbol;
    }

    function minter() external view returns (address) {
        return _minter;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        _requireMinted(tokenId);
        return _expandURI(_baseURI, _toDecimal(tokenId));
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "ERC721: address zero is not a valid owner");
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = _owners[tokenId];
        require(owner != address(0), "ERC721: invalid token ID");
        return owner;
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(to != owner, "ERC721: approval to current owner");
        require(
            msg.sender == owner || _operatorApprovals[owner][msg.sender],
            "ERC721: approve caller is not token owner or approved for all"
        );
        _tokenApprovals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        _requireMinted(tokenId);
        return _tokenApprovals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        require(operator != msg.sender, "ERC721: approve to caller");
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return _operatorApprovals[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        _transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        _transfer(from, to, tokenId);
        _checkReceiver(from, to, tokenId, data);
    }

    function mint(address to, uint256 tokenId) external {
        require(msg.sender == _minter, "SatchelCollection721: caller is not the minter");
        require(to != address(0), "ERC721: mint to the zero address");
        require(_owners[tokenId] == address(0), "ERC721: token already minted");
        unchecked {
            _balances[to] += 1;
        }
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function _transfer(address from, address to, uint256 tokenId) private {
        address owner = ownerOf(tokenId);
        require(owner == from, "ERC721: transfer from incorrect owner");
        require(to != address(0), "ERC721: transfer to the zero address");
        require(
            msg.sender == owner || _operatorApprovals[owner][msg.sender] || _tokenApprovals[tokenId] == msg.sender,
            "ERC721: caller is not token owner or approved"
        );
        delete _tokenApprovals[tokenId];
        unchecked {
            _balances[from] -= 1;
            _balances[to] += 1;
        }
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function _checkReceiver(address from, address to, uint256 tokenId, bytes memory data) private {
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 retval) {
            require(
                retval == IERC721Receiver.onERC721Received.selector,
                "ERC721: transfer to non ERC721Receiver implementer"
            );
        } catch (bytes memory reason) {
            if (reason.length == 0) revert("ERC721: transfer to non ERC721Receiver implementer");
            // Bubble the receiver's own revert reason up unchanged.
            assembly {
                revert(add(32, reason), mload(reason))
            }
        }
    }

    function _requireMinted(uint256 tokenId) private view {
        require(_owners[tokenId] != address(0), "ERC721: invalid token ID");
    }

    /// @dev `{id}` in the base is replaced by the decimal id (every occurrence); without it the id is appended.
    function _expandURI(string memory base, string memory id) private pure returns (string memory) {
        bytes memory b = bytes(base);
        bytes memory out;
        bool found;
        uint256 start;
        uint256 i;
        while (i + 4 <= b.length) {
            if (b[i] == "{" && b[i + 1] == "i" && b[i + 2] == "d" && b[i + 3] == "}") {
                out = bytes.concat(out, _slice(b, start, i), bytes(id));
                found = true;
                i += 4;
                start = i;
            } else {
                i++;
            }
        }
        if (!found) return string.concat(base, id);
        return string(bytes.concat(out, _slice(b, start, b.length)));
    }

    function _slice(bytes memory b, uint256 from, uint256 to) private pure returns (bytes memory out) {
        out = new bytes(to - from);
        for (uint256 i = from; i < to; i++) out[i - from] = b[i];
    }

    function _toDecimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }
}
