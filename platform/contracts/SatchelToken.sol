// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title SatchelToken — the seeded world's ERC-20 tokens (USDC, USDT) on the local EVM chains.
/// @dev No constructor and no immutables: the platform places the runtime code at the seeded token addresses and
/// then calls `initialize` once, so every token shares one bytecode.
contract SatchelToken {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    string private _name;
    string private _symbol;
    uint8 private _decimals;
    address private _minter;
    bool private _initialized;
    uint256 private _totalSupply;
    mapping(address => uint256) private _balances;
    mapping(address => mapping(address => uint256)) private _allowances;

    function initialize(string calldata name_, string calldata symbol_, uint8 decimals_, address minter_) external {
        require(!_initialized, "SatchelToken: already initialized");
        require(minter_ != address(0), "SatchelToken: minter is the zero address");
        _initialized = true;
        _name = name_;
        _symbol = symbol_;
        _decimals = decimals_;
        _minter = minter_;
    }

    function name() external view returns (string memory) {
        return _name;
    }

    function symbol() external view returns (string memory) {
        return _symbol;
    }

    function decimals() external view returns (uint8) {
        return _decimals;
    }

    function minter() external view returns (address) {
        return _minter;
    }

    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    function balanceOf(address account) external view returns (uint256) {
        return _balances[account];
    }

    function allowance(address owner, address spender) external view returns (uint256) {
        return _allowances[owner][spender];
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = _allowances[from][msg.sender];
        // An unlimited allowance (max uint256) is not spent down, as in the common ERC-20 implementations.
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "ERC20: insufficient allowance");
            unchecked {
                _approve(from, msg.sender, allowed - amount);
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == _minter, "SatchelToken: caller is not the minter");
        require(to != address(0), "ERC20: mint to the zero address");
        _totalSupply += amount;
        unchecked {
            // Cannot overflow: a balance never exceeds the total supply, which was just checked.
            _balances[to] += amount;
        }
        emit Transfer(address(0), to, amount);
    }

    function _transfer(address from, address to, uint256 amount) private {
        require(from != address(0), "ERC20: transfer from the zero address");
        require(to != address(0), "ERC20: transfer to the zero address");
        uint256 balance = _balances[from];
        require(balance >= amount, "ERC20: transfer amount exceeds balance");
        unchecked {
            _balances[from] = balance - amount;
            _balances[to] += amount;
        }
        emit Transfer(from, to, amount);
    }

    function _approve(address owner, address spender, uint256 amount) private {
        require(owner != address(0), "ERC20: approve from the zero address");
        require(spender != address(0), "ERC20: approve to the zero address");
        _allowances[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }
}
